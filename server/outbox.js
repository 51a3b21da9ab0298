import { appendFile, mkdir } from "node:fs/promises";
import { join, relative } from "node:path";

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 */

export const OUTBOX_PATH = "/api/v1.0/email/send";
const MAX_BODY = 1024 * 1024;

/** @param {Response} res @param {number} status @param {string} text */
function answer(res, status, text) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(text);
}

/**
 * Reads at most MAX_BODY bytes; null means the body was larger.
 * @param {Request} req
 * @returns {Promise<string | null>}
 */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

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
 * A local stand-in for EmailJS, like a mail catcher: it accepts what EmailJS would accept and
 * appends each message as one JSON line to `<dir>/messages.jsonl`, so a fresh clone has a
 * contact form that works end to end with no account. It is never part of the static build.
 *
 * @param {{ dir?: string, log?: (line: string) => void }} [options]
 */
export function createOutboxHandler({ dir = ".outbox", log = console.log } = {}) {
  const file = join(dir, "messages.jsonl");

  /** @param {Request} req @param {Response} res */
  return async (req, res) => {
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return answer(res, 405, "Method Not Allowed");
    }
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY) {
      return answer(res, 413, "The request body is larger than 1 MiB");
    }
    const raw = await readBody(req);
    if (raw === null) return answer(res, 413, "The request body is larger than 1 MiB");

    /** @type {unknown} */
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return answer(res, 400, "The request body must be JSON");
    }
    const problem = checkEmailRequest(body);
    if (problem) return answer(res, 400, problem);

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
    await mkdir(dir, { recursive: true });
    await appendFile(file, `${JSON.stringify(entry)}\n`);
    const from = [template_params.name, template_params.email].filter(Boolean).join(" ");
    log(`Outbox: message from ${from || "(no name)"} saved to ${relative(process.cwd(), file)}`);
    answer(res, 200, "OK");
  };
}
