import { request } from "node:http";
import { gunzipSync } from "node:zlib";

/**
 * Range and conditional requests, with the answer nginx (deploy/nginx.conf) gives each. The unit
 * tests hold `npm start`'s server to this table and CI's nginx check holds nginx to it, so the
 * two answer alike.
 *
 * @typedef {{ etag: string, lastModified: string, size: number }} Known
 *   what the server said of the file in a plain GET
 * @typedef {{ status: number, range?: string, gzip?: true, body: "whole" | "none" | [number, number] }} Answer
 *   body: the bytes of the representation sent, the .gz file's when gzip is set
 * @typedef {{
 *   name: string,
 *   headers: (known: Known) => Record<string, string>,
 *   expect: (known: Known, gzipSize: number | null) => Answer,
 * }} ParityCase
 */

const DAY = 24 * 60 * 60 * 1000;
/** @param {string} date @param {number} days */
const shift = (date, days) => new Date(Date.parse(date) + days * DAY).toUTCString();

/** @type {ParityCase[]} */
export const parityCases = [
  { name: "a plain GET", headers: () => ({}), expect: () => ({ status: 200, body: "whole" }) },
  {
    name: "the first ten bytes",
    headers: () => ({ Range: "bytes=0-9" }),
    expect: ({ size }) => ({ status: 206, range: `bytes 0-9/${size}`, body: [0, 10] }),
  },
  {
    name: "the last 50 bytes (a suffix range)",
    headers: () => ({ Range: "bytes=-50" }),
    expect: ({ size }) => ({
      status: 206,
      range: `bytes ${size - 50}-${size - 1}/${size}`,
      body: [size - 50, size],
    }),
  },
  {
    name: "from byte 5 to the end",
    headers: () => ({ Range: "bytes=5-" }),
    expect: ({ size }) => ({ status: 206, range: `bytes 5-${size - 1}/${size}`, body: [5, size] }),
  },
  {
    name: "a malformed range",
    headers: () => ({ Range: "bytes=abc" }),
    expect: ({ size }) => ({ status: 416, range: `bytes */${size}`, body: "none" }),
  },
  {
    name: "a range past the end",
    headers: ({ size }) => ({ Range: `bytes=${size}-` }),
    expect: ({ size }) => ({ status: 416, range: `bytes */${size}`, body: "none" }),
  },
  {
    name: "several ranges (answered whole)",
    headers: () => ({ Range: "bytes=0-1,4-5" }),
    expect: () => ({ status: 200, body: "whole" }),
  },
  {
    name: "a client that takes gzip",
    headers: () => ({ "Accept-Encoding": "gzip" }),
    expect: (_known, gzipSize) =>
      gzipSize === null
        ? { status: 200, body: "whole" }
        : { status: 200, gzip: true, body: "whole" },
  },
  {
    // Where a .gz file is sent, it is sent whole: no Content-Range ever counts other bytes.
    name: "a range from a client that takes gzip",
    headers: () => ({ Range: "bytes=0-9", "Accept-Encoding": "gzip" }),
    expect: ({ size }, gzipSize) =>
      gzipSize === null
        ? { status: 206, range: `bytes 0-9/${size}`, body: [0, 10] }
        : { status: 200, gzip: true, body: "whole" },
  },
  {
    name: "If-None-Match with a list holding the ETag",
    headers: ({ etag }) => ({ "If-None-Match": `"stale", ${etag}` }),
    expect: () => ({ status: 304, body: "none" }),
  },
  {
    name: "If-None-Match with another ETag",
    headers: () => ({ "If-None-Match": '"stale"' }),
    expect: () => ({ status: 200, body: "whole" }),
  },
  {
    name: "If-None-Match: *",
    headers: () => ({ "If-None-Match": "*" }),
    expect: () => ({ status: 304, body: "none" }),
  },
  {
    name: "If-Modified-Since the file's own date",
    headers: ({ lastModified }) => ({ "If-Modified-Since": lastModified }),
    expect: () => ({ status: 304, body: "none" }),
  },
  {
    name: "If-Modified-Since a later date",
    headers: ({ lastModified }) => ({ "If-Modified-Since": shift(lastModified, 1) }),
    expect: () => ({ status: 304, body: "none" }),
  },
  {
    name: "If-Modified-Since an earlier date",
    headers: ({ lastModified }) => ({ "If-Modified-Since": shift(lastModified, -1) }),
    expect: () => ({ status: 200, body: "whole" }),
  },
  {
    name: "If-Modified-Since that is no date",
    headers: () => ({ "If-Modified-Since": "yesterday" }),
    expect: () => ({ status: 200, body: "whole" }),
  },
  {
    name: "If-None-Match decides over If-Modified-Since",
    headers: ({ lastModified }) => ({
      "If-None-Match": '"stale"',
      "If-Modified-Since": lastModified,
    }),
    expect: () => ({ status: 200, body: "whole" }),
  },
  {
    name: "If-Range with the file's date",
    headers: ({ lastModified }) => ({ Range: "bytes=0-9", "If-Range": lastModified }),
    expect: ({ size }) => ({ status: 206, range: `bytes 0-9/${size}`, body: [0, 10] }),
  },
  {
    name: "If-Range with an older date (answered whole)",
    headers: ({ lastModified }) => ({ Range: "bytes=0-9", "If-Range": shift(lastModified, -1) }),
    expect: () => ({ status: 200, body: "whole" }),
  },
  {
    name: "If-Match with another ETag",
    headers: () => ({ "If-Match": '"stale"' }),
    expect: () => ({ status: 412, body: "none" }),
  },
  {
    name: "If-Unmodified-Since an earlier date",
    headers: ({ lastModified }) => ({ "If-Unmodified-Since": shift(lastModified, -1) }),
    expect: () => ({ status: 412, body: "none" }),
  },
];

/**
 * One request with exactly these headers (fetch would add Accept-Encoding and decompress).
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer }>}
 */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a server may close one after an error answer.
    const req = request(url, { headers, agent: false }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Asks `url` one case of the table; returns what differs from the expected answer (none: []).
 * @param {string} url a static file on the server under test
 * @param {Buffer} bytes that file's content
 * @param {Buffer | null} gzipped the .gz file beside it, if the build wrote one
 * @param {ParityCase} parityCase
 */
export async function checkParityCase(url, bytes, gzipped, parityCase) {
  const plain = await rawGet(url);
  const known = {
    etag: String(plain.headers.etag),
    lastModified: String(plain.headers["last-modified"]),
    size: bytes.length,
  };
  const want = parityCase.expect(known, gzipped ? gzipped.length : null);
  const got = await rawGet(url, parityCase.headers(known));
  /** @type {string[]} */
  const problems = [];
  if (got.status !== want.status) problems.push(`status ${got.status}, not ${want.status}`);
  const range = got.headers["content-range"];
  if (range !== want.range) problems.push(`Content-Range ${range}, not ${want.range}`);
  const encoding = got.headers["content-encoding"];
  if ((encoding === "gzip") !== (want.gzip === true)) problems.push(`Content-Encoding ${encoding}`);
  const sent = want.gzip && gzipped ? gzipped : bytes;
  const expected =
    want.body === "none" ? null : want.body === "whole" ? sent : sent.subarray(...want.body);
  if (expected && !got.body.equals(expected)) {
    problems.push(`a body of ${got.body.length} other bytes`);
  }
  if (want.gzip && want.body === "whole" && !gunzipSync(got.body).equals(bytes)) {
    problems.push("a body that does not unzip to the file");
  }
  return problems;
}
