import { mkdir, open } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { finished } from "node:stream";

/**
 * @typedef {import("fastify").FastifyInstance} FastifyInstance
 * @typedef {import("fastify").FastifyRequest} FastifyRequest
 * @typedef {import("fastify").FastifyReply} FastifyReply
 */

export const OUTBOX_PATH = "/api/v1.0/email/send";
export const MAX_BODY = 1024 * 1024;
/** EmailJS's own body has three levels; anything this deep is an attack on whatever recurses. */
export const MAX_DEPTH = 32;
/**
 * How much of a refused body is read and dropped after its 413, so that a client still sending
 * (one without `Expect: 100-continue`) can finish and read the answer; past it, the connection
 * is cut, so that an endless body costs no more than this.
 */
export const MAX_DRAIN = 4 * MAX_BODY;

/**
 * Checks a request the way EmailJS does; returns the text of a 400 answer, or null when valid.
 * @param {unknown} body
 */
export function checkEmailRequest(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return "The request body must be a JSON object";
  }
  const record = /** @type {Record<string, unknown>} */ (body);
  for (const [key, what] of [
    ["user_id", "The public key (user_id) is required"],
    ["service_id", "The service ID (service_id) is required"],
    ["template_id", "The template ID (template_id) is required"],
  ]) {
    const value = record[/** @type {string} */ (key)];
    if (typeof value !== "string" || value.trim() === "") return /** @type {string} */ (what);
  }
  const params = record.template_params;
  if (
    params !== undefined &&
    (typeof params !== "object" || params === null || Array.isArray(params))
  ) {
    return "template_params must be an object";
  }
  return null;
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the text
 * so that nothing recursive (JSON.stringify, a logger) ever sees such a body.
 * @param {string} text
 * @param {number} max
 */
export function nestsDeeperThan(text, max) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, quotes included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Shows a visitor's text on the owner's terminal as one quoted line: newlines, ANSI escape codes
 * and other control characters come out escaped, so a message cannot forge or colour log lines.
 * @param {unknown} value
 */
export function forTerminal(value) {
  const text = typeof value === "string" ? value : "";
  const short = text.length > 120 ? `${text.slice(0, 120)}…` : text;
  return JSON.stringify(short).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Appends lines to a file one write at a time. Lines that arrive while a write is under way go
 * out together in the next write, followed by one fsync: a line is never interleaved with
 * another, and `append` resolves only once the line is on disk.
 * @param {string} file
 */
export function createLineWriter(file) {
  /** @type {Array<{ line: string, done: (error?: unknown) => void }>} */
  let queue = [];
  let writing = false;
  /** @type {import("node:fs/promises").FileHandle | null} */
  let handle = null;

  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      let size = 0;
      try {
        if (!handle) {
          await mkdir(dirname(file), { recursive: true });
          handle = await open(file, "a");
        }
        size = (await handle.stat()).size;
        await handle.appendFile(batch.map((entry) => entry.line).join(""));
        await handle.datasync();
        for (const entry of batch) entry.done();
      } catch (error) {
        // A half-written batch would glue the next line onto a fragment: cut it off again.
        await handle?.truncate(size).catch(() => {});
        await handle?.close().catch(() => {});
        handle = null;
        for (const entry of batch) entry.done(error);
      }
    }
    writing = false;
  }

  return {
    /** @param {string} line one line, ending in "\n" */
    append(line) {
      return new Promise((resolve, reject) => {
        queue.push({ line, done: (error) => (error ? reject(error) : resolve(undefined)) });
        if (!writing) void drain();
      });
    },
    async close() {
      await handle?.close();
      handle = null;
    },
  };
}

/**
 * Whether a request may write to the outbox: only the site's own pages, never another web page a
 * visitor has open. A request with no Origin is not from a browser page (curl, a test).
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {string[] | undefined} hosts host names this server answers to; any when undefined
 */
export function isSameOrigin(headers, hosts) {
  const host = headers.host ?? "";
  // Outside a loopback name, a rebinding DNS name could make another site look same-origin.
  if (hosts && !hosts.includes(host.replace(/:\d+$/, "").toLowerCase())) return false;
  const site = headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = headers.origin;
  return origin === undefined || origin === `http://${host}` || origin === `https://${host}`;
}

/**
 * A local stand-in for EmailJS, like a mail catcher: it accepts what EmailJS would accept and
 * appends each message as one JSON line to `<dir>/messages.jsonl`, so a fresh clone has a
 * contact form that works end to end with no account. It is never part of the static build.
 *
 * Registered as a Fastify plugin: the framework reads the body (1 MiB at most, chunked too) and
 * answers what is malformed; this adds who may post, what may be posted and where it goes.
 *
 * @param {FastifyInstance} app
 * @param {{ dir?: string, log?: (line: string) => void, hosts?: string[] }} options
 */
export async function outbox(app, { dir = ".outbox", log = console.log, hosts }) {
  const file = join(dir, "messages.jsonl");
  const writer = createLineWriter(file);
  app.addHook("onClose", () => writer.close());

  // Only JSON, as the EmailJS SDK sends it; any other type is a 415 from the framework.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: MAX_BODY },
    (_request, body, done) => {
      const text = /** @type {string} */ (body);
      if (nestsDeeperThan(text, MAX_DEPTH)) {
        return done(httpError(400, "The request body is nested too deeply"), undefined);
      }
      try {
        done(null, JSON.parse(text));
      } catch {
        done(httpError(400, "The request body must be JSON"), undefined);
      }
    },
  );

  app.setErrorHandler((/** @type {Error & { statusCode?: number }} */ error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const text =
      status === 413
        ? "The request body is larger than 1 MiB"
        : status === 415
          ? "The request body must be JSON (Content-Type: application/json)"
          : status === 500
            ? "The message could not be saved"
            : error.message;
    if (status === 500) log(`Outbox: could not save a message: ${error.message}`);
    if (status === 413) return refuseBody(request, reply, text);
    answer(reply, status, text);
  });

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: OUTBOX_PATH,
    // Before the body is read: a refused request costs nothing.
    onRequest(request, reply, done) {
      if (request.method !== "POST") {
        answer(reply.header("Allow", "POST"), 405, "Method Not Allowed");
      } else if (!isSameOrigin(request.headers, hosts)) {
        answer(reply, 403, "Only this site's own pages may send messages");
      } else done();
    },
    async handler(request, reply) {
      const body = request.body;
      const problem = checkEmailRequest(body);
      if (problem) return answer(reply, 400, problem);
      const {
        service_id,
        template_id,
        template_params = {},
      } = /** @type {Record<string, any>} */ (body);
      const entry = {
        receivedAt: new Date().toISOString(),
        service_id,
        template_id,
        template_params,
      };
      await writer.append(`${JSON.stringify(entry)}\n`);
      const from = [forTerminal(template_params.name), forTerminal(template_params.email)];
      log(`Outbox: message from ${from.join(" ")} saved to ${relative(process.cwd(), file)}`);
      return answer(reply, 200, "OK");
    },
  });
}

/** @param {FastifyReply} reply @param {number} status @param {string} text */
function answer(reply, status, text) {
  return reply
    .code(status)
    .header("Content-Type", "text/plain; charset=utf-8")
    .header("Cache-Control", "no-store")
    .send(text);
}

/**
 * Answers 413 at once and closes the connection only once the rest of the body has arrived (up
 * to MAX_DRAIN), as nginx's lingering close does. Closing a socket that still has unread bytes
 * makes the kernel send a reset, and a client still sending then gets a broken pipe and loses
 * the answer. Node closes a `Connection: close` response's socket when the response ends, so the
 * answer is written whole but ended only after the drain.
 * @param {FastifyRequest} request @param {FastifyReply} reply @param {string} text
 */
function refuseBody(request, reply, text) {
  const { raw } = request;
  reply.hijack();
  reply.raw.writeHead(
    413,
    /** @type {import("node:http").OutgoingHttpHeaders} */ ({
      ...reply.getHeaders(),
      "content-type": "text/plain; charset=utf-8",
      "content-length": Buffer.byteLength(text),
      "cache-control": "no-store",
      connection: "close",
    }),
  );
  reply.raw.write(text);
  let dropped = 0;
  raw.on("data", (/** @type {Buffer} */ chunk) => {
    dropped += chunk.length;
    if (dropped > MAX_DRAIN) raw.socket.destroy();
  });
  finished(raw, () => reply.raw.end());
  raw.resume();
}

/** @param {number} statusCode @param {string} message */
function httpError(statusCode, message) {
  return Object.assign(new Error(message), { statusCode });
}
