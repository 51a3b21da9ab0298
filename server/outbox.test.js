// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLineWriter,
  forTerminal,
  isSameOrigin,
  MAX_BODY,
  MAX_DRAIN,
  nestsDeeperThan,
  OUTBOX_PATH,
  outbox,
} from "./outbox.js";
import { createSiteServer } from "./site-server.js";

const dir = mkdtempSync(join(tmpdir(), "outbox-"));
const file = join(dir, "messages.jsonl");
/** @type {string[]} */
const logged = [];

function aboutPageSite() {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  writeFileSync(join(root, "index.html"), "<h1>About</h1>");
  writeFileSync(join(root, "404.html"), "<h1>Page not found</h1>");
  return root;
}

// As `npm start` runs it: the site server with the outbox, answering loopback names only.
const site = createSiteServer({
  root: aboutPageSite(),
  config: () => ({ base: "/", headers: { "X-Content-Type-Options": "nosniff" } }),
  plugins: [
    (app) =>
      app.register(outbox, {
        dir,
        log: (/** @type {string} */ line) => logged.push(line),
        hosts: ["localhost", "127.0.0.1"],
      }),
  ],
});
let url = "";
let origin = "";

beforeAll(async () => {
  origin = await site.listen({ port: 0, host: "127.0.0.1" });
  url = origin + OUTBOX_PATH;
});
afterAll(() => site.close());

const valid = {
  lib_version: "4.4.1",
  user_id: "pk",
  service_id: "svc",
  template_id: "tpl",
  template_params: { name: "Ada", email: "ada@example.com", message: "<b>hi</b> 👋" },
};

/** @param {unknown} body @param {Record<string, string>} [headers] */
const post = (body, headers = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** @param {string} message */
const withMessage = (message) => ({
  ...valid,
  template_params: { ...valid.template_params, message },
});

/** Every line of the outbox file, parsed: a torn or interleaved line fails the parse. */
const savedMessages = () =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/**
 * Posts `size` bytes over a plain socket, as a client that does not wait for 100-continue does,
 * and reads whatever comes back. The first piece goes alone and the rest only once the server
 * has answered, as on a slow link: the body is surely still arriving when the answer leaves.
 * @param {number} size
 * @returns {Promise<{ answer: string, sent: number, error?: string }>}
 */
function sendBody(size) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const piece = Buffer.alloc(64 * 1024, "x");
    let answer = "";
    let sent = 0;
    /** @type {string | undefined} */
    let error;
    let answered = () => {};
    const firstAnswer = new Promise((done) => {
      answered = () => done(undefined);
    });
    socket.setEncoding("latin1");
    socket.on("data", (text) => {
      answer += text;
      answered();
    });
    socket.on("error", (problem) => {
      error = /** @type {NodeJS.ErrnoException} */ (problem).code;
    });
    socket.on("close", () => resolve({ answer, sent, error }));
    socket.write(
      `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: ${hostname}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    const more = async () => {
      while (sent < size && !socket.destroyed) {
        const next = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += next.length;
        if (!socket.write(next)) {
          await new Promise((drained) => {
            socket.once("drain", drained);
            socket.once("close", drained);
          });
        }
        if (sent === next.length) await firstAnswer;
      }
      if (!socket.destroyed) socket.end();
    };
    void more();
  });
}

/** After every hostile request: the same process still takes a message. */
async function stillWorks() {
  const res = await post(withMessage("still here"));
  expect(res.status).toBe(200);
  expect(savedMessages().at(-1).template_params.message).toBe("still here");
}

describe("the local outbox", () => {
  it("saves a valid message as one JSON line, on disk before it answers 200 OK", async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("OK");
    const saved = savedMessages().at(-1);
    expect(saved.template_params).toEqual(valid.template_params);
    expect(saved.service_id).toBe("svc");
    expect(Date.parse(saved.receivedAt)).not.toBeNaN();
    expect(logged.at(-1)).toContain('"Ada" "ada@example.com"');
  });

  it("stores any characters byte-exact", async () => {
    const message = `\uFEFF${"😀 עברית <script>alert(1)</script>\r\n\0\u2028\u2029 ".repeat(2000)}`;
    expect((await post(withMessage(message))).status).toBe(200);
    expect(savedMessages().at(-1).template_params.message).toBe(message);
  });

  it.each([
    ["user_id", /public key/],
    ["service_id", /service ID/],
    ["template_id", /template ID/],
  ])("answers 400 when %s is missing", async (key, text) => {
    const res = await post({ ...valid, [key]: undefined });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(text);
  });

  it.each([
    ["template_params is not an object", { ...valid, template_params: "hello" }],
    ["the body is not JSON", "name=Ada"],
    ["the body is empty", ""],
    ["the body is an array", "[1,2]"],
  ])("answers 400 when %s", async (_what, body) => {
    expect((await post(body)).status).toBe(400);
    await stillWorks();
  });

  it.each([10, 1000, 5000, 100_000])(
    "refuses a message nested %i deep before anything recursive sees it",
    async (depth) => {
      const nested = `${"[".repeat(depth)}${"]".repeat(depth)}`;
      const body = JSON.stringify(valid).replace('"<b>hi</b> 👋"', nested);
      const res = await post(body);
      expect(res.status).toBe(depth > 30 ? 400 : 200);
      await stillWorks();
    },
  );

  it("answers 413 to a body over 1 MiB, with or without its length given", async () => {
    const big = JSON.stringify(withMessage("x".repeat(MAX_BODY)));
    expect((await post(big)).status).toBe(413);
    const chunked = await new Promise((resolve, reject) => {
      const req = request(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      });
      req.on("response", (res) => resolve(res.statusCode));
      req.on("error", reject);
      // Sent in pieces with no Content-Length: the limit must count what arrives.
      for (let i = 0; i < 20; i++) req.write("x".repeat(64 * 1024));
      req.end();
    });
    expect(chunked).toBe(413);
    await stillWorks();
  });

  it("lets a client that sends 2 MiB without Expect: 100-continue read its 413", async () => {
    const size = 2 * MAX_BODY;
    const result = await sendBody(size);
    expect(result.error).toBeUndefined();
    expect(result.sent).toBe(size);
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(result.answer).toMatch(/\r\n\r\nThe request body is larger than 1 MiB$/);
    await stillWorks();
  });

  it("cuts off a body that goes on past what it drains, and serves the next request", async () => {
    const size = 256 * MAX_BODY;
    const result = await sendBody(size);
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.sent).toBeGreaterThan(MAX_DRAIN);
    expect(result.sent).toBeLessThan(size);
    await stillWorks();
  });

  it.each([
    ["text/plain", "text/plain"],
    ["a form", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
  ])("answers 415 to %s, which a cross-site form could send", async (_what, type) => {
    const res = await post(valid, { "Content-Type": type });
    expect(res.status).toBe(415);
    await stillWorks();
  });

  it.each([
    ["another origin", { Origin: "http://evil.example" }],
    ["another port of this host", { Origin: "http://localhost:1" }],
    ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
    ["a name that is not this machine (DNS rebinding)", { Host: "evil.example" }],
  ])("answers 403 to %s and saves nothing", async (_what, headers) => {
    const before = savedMessages().length;
    const res = await new Promise((resolve, reject) => {
      const body = JSON.stringify(valid);
      const req = request(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
      });
      req.on("response", (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      });
      req.on("error", reject);
      req.end(body);
    });
    expect(res).toBe(403);
    expect(savedMessages()).toHaveLength(before);
    await stillWorks();
  });

  it("takes a message from the site's own page", async () => {
    const host = new URL(origin).host;
    const res = await post(valid, { Origin: `http://${host}`, "Sec-Fetch-Site": "same-origin" });
    expect(res.status).toBe(200);
  });

  it("answers 405 with Allow to anything but POST", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await fetch(url, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("keeps 16 concurrent 600,000-character messages whole and apart", async () => {
    const messages = Array.from({ length: 16 }, (_, i) =>
      `${i}:`.padEnd(600_000, String.fromCharCode(97 + i)),
    );
    const answers = await Promise.all(messages.map((message) => post(withMessage(message))));
    expect(answers.map((answer) => answer.status)).toEqual(messages.map(() => 200));
    const saved = savedMessages().map((entry) => entry.template_params.message);
    for (const message of messages) expect(saved).toContain(message);
  });

  it("shows the visitor's name escaped on the terminal: no forged lines, no colours", async () => {
    const name = "Eve\n[OK] Outbox: message from Admin\u001b[31m red\u0007\r";
    expect((await post({ ...valid, template_params: { name, email: "e@x.io" } })).status).toBe(200);
    const line = logged.at(-1) ?? "";
    expect(line).toContain("Eve\\n[OK]");
    for (const control of ["\n", "\r", "\u001b", "\u0007"]) expect(line).not.toContain(control);
  });
});

describe("the outbox's pure parts", () => {
  it.each([
    ['{"a":"[[[[[[[["}', 2, false],
    ['{"a":"\\"[[[[["}', 2, false],
    ['{"a":[[[]]]}', 3, true],
    ['{"a":[[[]]]}', 4, false],
  ])("nestsDeeperThan(%s, %i) is %s", (text, max, deeper) => {
    expect(nestsDeeperThan(text, max)).toBe(deeper);
  });

  it("quotes terminal text and cuts it short", () => {
    expect(forTerminal("a\u001b[2Jb")).toBe('"a\\u001b[2Jb"');
    expect(forTerminal("\u2028\u009b")).toBe('"\\u2028\\u009b"');
    expect(forTerminal(["not", "a", "string"])).toBe('""');
    expect(forTerminal("x".repeat(500)).length).toBeLessThan(130);
  });

  it("lets the site's own pages and non-browser clients through, and no one else", () => {
    expect(
      isSameOrigin({ host: "localhost:4173", origin: "http://localhost:4173" }, undefined),
    ).toBe(true);
    expect(isSameOrigin({ host: "localhost:4173" }, ["localhost"])).toBe(true);
    expect(isSameOrigin({ host: "localhost:4173", origin: "null" }, undefined)).toBe(false);
    expect(isSameOrigin({ host: "10.0.0.2:4173" }, ["localhost"])).toBe(false);
  });

  it("writes concurrent lines whole, in order, creating the folder", async () => {
    const target = join(mkdtempSync(join(tmpdir(), "lines-")), "new", "lines.jsonl");
    const writer = createLineWriter(target);
    const lines = Array.from({ length: 50 }, (_, i) => `${String(i).repeat(10_000 + i)}\n`);
    await Promise.all(lines.map((line) => writer.append(line)));
    await writer.close();
    expect(readFileSync(target, "utf8")).toBe(lines.join(""));
  });

  it("reports a write that fails, and writes again once it can", async () => {
    const folder = mkdtempSync(join(tmpdir(), "lines-"));
    const target = join(folder, "taken");
    mkdirSync(target); // a folder where the file should be: open() fails
    const writer = createLineWriter(target);
    await expect(writer.append("lost\n")).rejects.toThrow();
    await writer.close();
  });
});
