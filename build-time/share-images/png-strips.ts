// A PNG written in strips of rows, each strip's rows compressed on their own, so that a picture
// that differs from another in some rows takes the other's compressed bytes for the rest: every
// post's card is its site's field with a few rows of words over it, and compressing a whole
// card was the largest part of drawing it (docs/performance.md). sharp, which writes the site's
// own card and icons, cannot start from bytes it has compressed before.
import { constants, crc32, deflateRawSync } from "node:zlib";

/** Rows a strip holds: 8 reused more of a card's field and compressed worse, for the same
 * time; 32 the other way round (docs/performance.md). */
const STRIP_ROWS = 16;
/**
 * zlib's levels: a picture's own strips at 4, which took a tenth more time than 3 for files a
 * fifteenth smaller, and smaller than sharp's whole cards at 6 (Node's zlib packs tighter at
 * the same level); the strips it is made from, once per field, at the smallest.
 */
const LEVEL = { own: 4, base: 9 } as const;

type Strip = { deflated: Buffer; adler: number; length: number };

/** An opaque RGB picture, 8 bits a channel, and its strips compressed. */
export type Stripped = { width: number; height: number; strips: Strip[] };

export function stripped(rgb: Uint8Array, width: number, height: number): Stripped {
  const strips: Strip[] = [];
  for (let top = 0; top < height; top += STRIP_ROWS)
    strips.push(strip(rgb, width, height, top, LEVEL.base));
  return { width, height, strips };
}

/**
 * The PNG of `rgb`, a picture of `base`'s size that is `base` in every row but those `changed`
 * marks (one byte a row, not zero where the row differs): a strip with no such row is `base`'s.
 */
export function pngLike(base: Stripped, rgb: Uint8Array, changed: Uint8Array): Buffer {
  const { width, height } = base;
  const strips = base.strips.map((kept, at) => {
    const top = at * STRIP_ROWS;
    const rows = changed.subarray(top, Math.min(top + STRIP_ROWS, height));
    return rows.some((row) => row !== 0) ? strip(rgb, width, height, top) : kept;
  });
  let adler = 1;
  for (const { adler: next, length } of strips) adler = adler32Combine(adler, next, length);
  const trailer = Buffer.alloc(6);
  // An empty last block (fixed codes), then the Adler-32 of every row as written.
  trailer.set([0x03, 0x00]);
  trailer.writeUInt32BE(adler, 2);
  // zlib's header: deflate with a 32 KiB window, its default level.
  const data = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...strips.map((s) => s.deflated),
    trailer,
  ]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits a channel, RGB, deflate, the standard filters, not interlaced.
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(body.length + 12);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, "latin1");
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

/** The strip from row `top`: each row led by its filter, none (0), compressed to end on a byte
 * with nothing it refers back to, so that strips from different pictures follow each other. */
function strip(
  rgb: Uint8Array,
  width: number,
  height: number,
  top: number,
  level: number = LEVEL.own,
): Strip {
  const rows = Math.min(STRIP_ROWS, height - top);
  const stride = width * 3;
  const size = rows * (stride + 1);
  if (scratch.length < size) scratch = Buffer.alloc(size);
  const raw = scratch.subarray(0, size);
  for (let row = 0; row < rows; row++) {
    const from = (top + row) * stride;
    raw[row * (stride + 1)] = 0;
    raw.set(rgb.subarray(from, from + stride), row * (stride + 1) + 1);
  }
  const deflated = deflateRawSync(raw, { level, finishFlush: constants.Z_FULL_FLUSH });
  return { deflated, adler: adler32(raw), length: raw.length };
}

/**
 * The rows of the strip being compressed, one buffer a thread: a new one for each strip was
 * megabytes a card outside V8's heap, and V8 answers that much with a full collection every few
 * dozen cards (docs/performance.md).
 */
let scratch = Buffer.alloc(0);

const BASE = 65521;
/** Bytes summed before the sums are cut down: few enough that b stays below 2^30, a small
 * integer to V8, which adds those several times faster (zlib's own NMAX, 5552, keeps it below
 * 2^32). */
const ADLER_RUN = 2048;

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  const length = bytes.length;
  for (let at = 0; at < length; ) {
    const end = Math.min(at + ADLER_RUN, length);
    // Eight bytes a turn: b gains a eight times, and each byte once for every place after it.
    for (; at + 8 <= end; at += 8) {
      const b0 = bytes[at] as number;
      const b1 = bytes[at + 1] as number;
      const b2 = bytes[at + 2] as number;
      const b3 = bytes[at + 3] as number;
      const b4 = bytes[at + 4] as number;
      const b5 = bytes[at + 5] as number;
      const b6 = bytes[at + 6] as number;
      const b7 = bytes[at + 7] as number;
      b += 8 * a + 8 * b0 + 7 * b1 + 6 * b2 + 5 * b3 + 4 * b4 + 3 * b5 + 2 * b6 + b7;
      a += b0 + b1 + b2 + b3 + b4 + b5 + b6 + b7;
    }
    for (; at < end; at++) {
      a += bytes[at] as number;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two runs of bytes one after the other, from each one's (zlib's
 * adler32_combine). */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  const a1 = first & 0xffff;
  const b1 = first >>> 16;
  const a = (a1 + (second & 0xffff) + BASE - 1) % BASE;
  const b = (((rem * a1) % BASE) + b1 + (second >>> 16) + BASE - rem) % BASE;
  return ((b << 16) | a) >>> 0;
}
