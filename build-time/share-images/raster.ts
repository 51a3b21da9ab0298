// From layout to pixels: satori lays a picture out as SVG (every letter drawn as a path), resvg
// rasterises it and sharp encodes the PNG, the route Open Graph image generators take. A post's
// card is drawn in two layers, its words laid over a field drawn once (layOver), and written by
// png-strips.ts, which takes the field's compressed rows for every row the words leave alone.
import { loadOnce } from "#core/load-once.ts";
import { escapeXml } from "#core/xml.ts";
import { cardFonts } from "./fonts.ts";
import {
  CARD,
  card,
  icon,
  monogram,
  onField,
  type PostCardInput,
  postCard,
  type ShareInput,
  WORDS,
} from "./layouts.ts";
import { pngLike, type Stripped, stripped } from "./png-strips.ts";

/**
 * The drawing's libraries, loaded when the first card or icon is drawn, not with this module:
 * the config files import it, and the dev server starts without waiting a third of a second for
 * them (docs/performance.md).
 */
const drawingLibraries = loadOnce(async () => {
  const [satori, resvg, sharp] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
    import("sharp"),
  ]);
  return { satori: satori.default, Resvg: resvg.Resvg, sharp: sharp.default };
});

/**
 * SVG to PNG. satori has drawn every letter as a path, so resvg needs no fonts: loading the
 * system's, which it does by default for each image, took half its time. sharp encodes resvg's
 * pixels, the same pixels in a file a seventh smaller, in two thirds of resvg's own encoding
 * time (docs/performance.md).
 */
const toPng = async (svg: string, width: number, opaque = false): Promise<Buffer> => {
  const { Resvg, sharp } = await drawingLibraries();
  const image = new Resvg(svg, { ...RESVG, fitTo: { mode: "width", value: width } }).render();
  const pixels = sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
  // A card lies on its opaque field, so its alpha channel says nothing: written as RGB, the
  // file is a tenth smaller and encoded sooner (docs/performance.md). The icons keep theirs.
  return (opaque ? pixels.removeAlpha() : pixels).png({ compressionLevel: 6 }).toBuffer();
};

/** Satori drew every letter as a path: resvg loads no font. */
const RESVG = { font: { loadSystemFonts: false } } as const;

/**
 * The field and signature under every card of one owner, as RGB: drawn once per thread. Opaque,
 * so resvg's premultiplied pixels are the colours themselves.
 */
type Field = { rgb: Uint8Array; png: Stripped };
const signatures = new Map<string, Promise<Field>>();
function signatureField(input: PostCardInput): Promise<Field> {
  const { name, initials, siteUrl, colors } = input;
  const key = JSON.stringify([name, initials, siteUrl, colors]);
  let field = signatures.get(key);
  if (!field) {
    field = (async () => {
      const [{ satori, Resvg, sharp }, fonts] = await Promise.all([
        drawingLibraries(),
        cardFonts(name, initials, siteUrl),
      ]);
      const svg = await satori(postCard(input, "signature") as never, { ...CARD, fonts });
      const { pixels } = new Resvg(onField(svg, colors, 140), RESVG).render();
      const rgb = await sharp(pixels, { raw: { ...CARD, channels: 4 } })
        .removeAlpha()
        .raw()
        .toBuffer();
      return { rgb, png: stripped(rgb, CARD.width, CARD.height) };
    })();
    signatures.set(key, field);
  }
  return field;
}

/** Rows of the band WORDS, from its top. */
export type Rows = { top: number; height: number };

/**
 * The rows of the band WORDS that satori's drawing of it can ink: the rows of each of its paths
 * (the date and the title, every letter an outline), a pixel more each way for the smoothed
 * edge. Rasterising only those is a third of the band's pixels for a title on two lines, and
 * resvg's time is about in proportion to the pixels (docs/performance.md). The whole band where
 * the drawing holds more than outlines filled in absolute coordinates (a picture of an emoji,
 * a stroke, a transform): what it inks is then not read from the path data.
 */
export function inkedRows(svg: string): Rows[] {
  const whole = [{ top: 0, height: WORDS.height }];
  const tags = svg.match(/<[a-zA-Z]+/g) ?? [];
  if (tags.some((tag) => !OUTLINE_TAGS.has(tag.slice(1)))) return whole;
  if (/\b(transform|stroke|filter)=/.test(svg)) return whole;
  const rows: Rows[] = [];
  for (const [, data] of svg.matchAll(/<path[^>]*\sd="([^"]*)"/g)) {
    // Absolute moves, lines and curves, each point an x and a y: opentype.js's outlines.
    if (!data || /[^MLQCZ\d\s.,-]/.test(data)) return whole;
    const numbers = data.match(/-?\d*\.?\d+/g) ?? [];
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (let at = 1; at < numbers.length; at += 2) {
      const y = Number(numbers[at]);
      if (y < low) low = y;
      if (y > high) high = y;
    }
    if (low > high) continue;
    const top = Math.max(0, Math.floor(low) - 1);
    const bottom = Math.min(WORDS.height, Math.ceil(high) + 1);
    if (bottom > top) rows.push({ top, height: bottom - top });
  }
  // Overlapping rows (a date under a title set from the top) are rasterised once.
  rows.sort((a, b) => a.top - b.top);
  const merged: Rows[] = [];
  for (const next of rows) {
    const last = merged.at(-1);
    if (last && next.top <= last.top + last.height)
      last.height = Math.max(last.height, next.top + next.height - last.top);
    else merged.push({ ...next });
  }
  return merged;
}

const OUTLINE_TAGS = new Set(["svg", "mask", "rect", "g", "path", "defs", "clipPath"]);

/** satori's drawing of the band WORDS, showing only `rows`: the same pixels in those rows. */
export function showing(svg: string, { top, height }: Rows): string {
  const root = `<svg width="${WORDS.width}" height="${WORDS.height}" viewBox="0 0 ${WORDS.width} ${WORDS.height}"`;
  if (!svg.startsWith(root))
    throw new Error("satori drew a card in a form this build does not know");
  return `<svg width="${WORDS.width}" height="${height}" viewBox="0 ${top} ${WORDS.width} ${height}"${svg.slice(root.length)}`;
}

/**
 * `words` (resvg's premultiplied RGBA of the card's rows from `top`, transparent but for the
 * letters) laid over `card` (opaque RGB, the field's copy), as resvg's own source-over would:
 * each colour plus what shows through; the rows it changes are marked in `changed`.
 */
function layOver(words: Uint8Array, top: number, card: Uint8Array, changed: Uint8Array): void {
  const start = top * CARD.width * 3;
  // A pixel's four bytes read as one number: most of the band is bare, all four zero.
  const aligned = words.byteOffset % 4 === 0 ? words : words.slice();
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength >>> 2);
  for (let p = 0; p < pixels.length; p++) {
    if (pixels[p] === 0) continue;
    const from = p * 4;
    const through = 255 - (words[from + 3] as number);
    const to = start + p * 3;
    changed[top + ((p / CARD.width) | 0)] = 1;
    // Math.round(x / 255) in whole numbers, for every x from 0 to 255 × 255.
    for (let c = 0; c < 3; c++)
      card[to + c] =
        (words[from + c] as number) + ((((card[to + c] as number) * through * 2 + 255) / 510) | 0);
  }
}

/**
 * The card being made and its changed rows, one of each a thread: the field is every card's,
 * and a new copy for each card was megabytes outside V8's heap, which V8 answers with a full
 * collection every few dozen cards (docs/performance.md).
 */
let making: { card: Uint8Array; changed: Uint8Array } | undefined;

export async function drawPostCard(input: PostCardInput): Promise<Buffer> {
  const [{ satori, Resvg }, fonts] = await Promise.all([
    drawingLibraries(),
    cardFonts(input.title, input.date),
  ]);
  const [svg, field] = await Promise.all([
    satori(postCard(input, "words") as never, { width: WORDS.width, height: WORDS.height, fonts }),
    signatureField(input),
  ]);
  // From here on nothing waits: one card at a time is laid over the thread's one copy.
  making ??= {
    card: new Uint8Array(CARD.width * CARD.height * 3),
    changed: new Uint8Array(CARD.height),
  };
  const { card, changed } = making;
  card.set(field.rgb);
  changed.fill(0);
  for (const rows of inkedRows(svg)) {
    const words = new Resvg(showing(svg, rows), RESVG).render().pixels;
    layOver(words, WORDS.top + rows.top, card, changed);
  }
  return pngLike(field.png, card, changed);
}

/** The site's card and icons, by file name. */
export async function drawShareImages(input: ShareInput): Promise<Record<string, Buffer>> {
  const [{ satori }, fonts] = await Promise.all([
    drawingLibraries(),
    cardFonts(input.name, input.initials, input.position, input.siteUrl, ...input.technologies),
  ]);
  const png = toPng;
  const cardSvg = onField(
    await satori(card(input) as never, { ...CARD, fonts }),
    input.colors,
    260,
  );
  const iconSvg = await satori(icon(input) as never, { width: 512, height: 512, fonts });
  const faviconSvg = await satori(
    // satori sizes the box without its border: 56 + 2 × 4 fills the 64-unit square.
    monogram(input.initials, 56, input.colors, 4) as never,
    { width: 64, height: 64, fonts },
  );
  const initials = escapeXml(input.initials);
  return {
    "share-image.png": await png(cardSvg, 1200, true),
    "icon-512.png": await png(iconSvg, 512),
    "icon-192.png": await png(iconSvg, 192),
    "apple-touch-icon.png": await png(iconSvg, 180),
    "favicon-32.png": await png(iconSvg, 32),
    // The initials as outlines in Inter, like the PNG icons: no font to look up, so the tab
    // shows the same mark everywhere and the browser draws it without a font-matching layout
    // on the page's main thread, which a <text> element costs.
    "favicon.svg": Buffer.from(
      `${faviconSvg.replace(/^<svg([^>]*)>/, `<svg$1><title>${initials}</title>`)}\n`,
    ),
  };
}
