// @vitest-environment node
import { crc32, inflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../seeded-random.ts";
import { pngLike, stripped } from "./png-strips.ts";

// Sizes no strip divides: the last strip is short.
const width = 37;
const height = 70;

/** A picture of flat runs and noise, like a card's field and its letters. */
function picture(seed: number): Uint8Array {
  const random = seededRandom(seed);
  const rgb = new Uint8Array(width * height * 3);
  for (let at = 0; at < rgb.length; at++) rgb[at] = random() < 0.7 ? 20 : (random() * 256) | 0;
  return rgb;
}

/** `base` with the rows `rows` taken from `other`, and those rows marked changed. */
function withRows(base: Uint8Array, other: Uint8Array, rows: number[]) {
  const rgb = new Uint8Array(base);
  const changed = new Uint8Array(height);
  for (const row of rows) {
    const from = row * width * 3;
    rgb.set(other.subarray(from, from + width * 3), from);
    changed[row] = 1;
  }
  return { rgb, changed };
}

/** The file's chunks, each one's checksum checked as a reader checks it. */
function chunks(png: Buffer): { type: string; body: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const found = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
    found.push({ type: typed.subarray(0, 4).toString("latin1"), body: typed.subarray(4) });
    at += length + 12;
  }
  return found;
}

/** The picture's rows as the file holds them: inflated by zlib, which checks the Adler-32. */
function rowsOf(png: Buffer): Uint8Array {
  const data = Buffer.concat(
    chunks(png)
      .filter(({ type }) => type === "IDAT")
      .map(({ body }) => body),
  );
  const raw = inflateSync(data);
  const stride = width * 3 + 1;
  expect(raw.length).toBe(height * stride);
  const rgb = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row++) {
    // Each row unfiltered (filter 0).
    expect(raw[row * stride]).toBe(0);
    rgb.set(raw.subarray(row * stride + 1, (row + 1) * stride), row * width * 3);
  }
  return rgb;
}

describe("a PNG made in strips", () => {
  const base = picture(1);
  const other = picture(2);
  const strips = stripped(base, width, height);

  it.each([
    ["no row", []],
    ["the first row", [0]],
    ["the rows on each side of a strip's edge", [15, 16]],
    ["the short last strip", [64, 69]],
    ["every row", Array.from({ length: height }, (_, row) => row)],
  ])("changed in %s is the picture, to zlib and to sharp", async (_, rows) => {
    const { rgb, changed } = withRows(base, other, rows);
    const png = pngLike(strips, rgb, changed);
    expect(chunks(png).map(({ type }) => type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(rowsOf(png)).toEqual(rgb);
    const decoded = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(decoded.info).toMatchObject({ width, height, channels: 3 });
    expect(new Uint8Array(decoded.data)).toEqual(rgb);
  });

  it("takes the unchanged strips' bytes from the base: a change to one row leaves the others", () => {
    const same = pngLike(strips, base, new Uint8Array(height));
    const { rgb, changed } = withRows(base, other, [40]);
    const one = pngLike(strips, rgb, changed);
    const deflated = (png: Buffer) =>
      chunks(png).find(({ type }) => type === "IDAT")?.body ?? Buffer.alloc(0);
    const [before, after] = [deflated(same), deflated(one)];
    // The strips before the changed one and after it are the base's bytes: all but the
    // Adler-32 at the end.
    const prefix = before.findIndex((byte, at) => after[at] !== byte);
    const suffix = [...before].reverse().findIndex((byte, at) => after.at(-1 - at) !== byte);
    expect(prefix).toBeGreaterThan(1000);
    expect(suffix).toBeLessThanOrEqual(4);
    const ended = (bytes: Uint8Array) => bytes.subarray(bytes.length - 4 - 1000, bytes.length - 4);
    expect(ended(after)).toEqual(ended(before));
    expect(rowsOf(one)).toEqual(rgb);
  });
});
