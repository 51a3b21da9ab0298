// From layout to pixels: satori lays a picture out as SVG (every letter drawn as a path), resvg
// rasterises it and sharp encodes the PNG, the route Open Graph image generators take. A post's
// card is drawn in two layers, its words laid over a field drawn once (laidOver).
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
const signatures = new Map<string, Promise<Uint8Array>>();
function signatureField(input: PostCardInput): Promise<Uint8Array> {
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
      return sharp(pixels, { raw: { ...CARD, channels: 4 } })
        .removeAlpha()
        .raw()
        .toBuffer();
    })();
    signatures.set(key, field);
  }
  return field;
}

/**
 * `words` (resvg's premultiplied RGBA of the band WORDS, transparent but for the letters) laid
 * over `field` (the whole card, opaque RGB), as resvg's own source-over would: each colour plus
 * what shows through.
 */
function laidOver(words: Uint8Array, field: Uint8Array): Uint8Array {
  // A copy: the field is every card's (Buffer's slice would share its memory).
  const out = new Uint8Array(field);
  const start = WORDS.top * CARD.width * 3;
  // A pixel's four bytes read as one number: most of the band is bare, all four zero.
  const aligned = words.byteOffset % 4 === 0 ? words : words.slice();
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength >>> 2);
  const count = WORDS.width * WORDS.height;
  for (let p = 0; p < count; p++) {
    if (pixels[p] === 0) continue;
    const from = p * 4;
    const through = 255 - (words[from + 3] as number);
    const to = start + p * 3;
    // Math.round(x / 255) in whole numbers, for every x from 0 to 255 × 255.
    for (let c = 0; c < 3; c++)
      out[to + c] =
        (words[from + c] as number) + ((((out[to + c] as number) * through * 2 + 255) / 510) | 0);
  }
  return out;
}

export async function drawPostCard(input: PostCardInput): Promise<Buffer> {
  const [{ satori, Resvg, sharp }, fonts] = await Promise.all([
    drawingLibraries(),
    cardFonts(input.title, input.date),
  ]);
  const [svg, field] = await Promise.all([
    satori(postCard(input, "words") as never, { width: WORDS.width, height: WORDS.height, fonts }),
    signatureField(input),
  ]);
  const words = new Resvg(svg, RESVG).render().pixels;
  return sharp(laidOver(words, field), { raw: { ...CARD, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
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
