// @vitest-environment node
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxHandler } from "./outbox.js";

const dir = mkdtempSync(join(tmpdir(), "outbox-"));
/** @type {string[]} */
const logged = [];
const server = createServer(createOutboxHandler({ dir, log: (line) => logged.push(line) }));
let url = "";

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  url = `http://localhost:${address.port}/api/v1.0/email/send`;
});
afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

const valid = {
  lib_version: "4.4.1",
  user_id: "pk",
  service_id: "svc",
  template_id: "tpl",
  template_params: { name: "Ada", email: "ada@example.com", message: "<b>hi</b> 👋" },
};

/** @param {unknown} body */
const post = (body) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("the local outbox", () => {
  it("saves a valid message as one JSON line and answers 200 OK", async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("OK");
    const lines = readFileSync(join(dir, "messages.jsonl"), "utf8").trim().split("\n");
    const saved = JSON.parse(lines.at(-1) ?? "");
    expect(saved.template_params).toEqual(valid.template_params);
    expect(saved.service_id).toBe("svc");
    expect(Date.parse(saved.receivedAt)).not.toBeNaN();
    expect(logged.at(-1)).toContain("Ada ada@example.com");
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

  it("answers 400 when template_params is not an object", async () => {
    const res = await post({ ...valid, template_params: "hello" });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("template_params must be an object");
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await post("name=Ada");
    expect(res.status).toBe(400);
  });

  it("answers 413 to a body over 1 MiB", async () => {
    const message = "x".repeat(1024 * 1024);
    const res = await post({ ...valid, template_params: { message } });
    expect(res.status).toBe(413);
  });

  it("answers 405 to anything but POST", async () => {
    const res = await fetch(url);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });
});
