// The share card (1200×630, shown when a link to the site is shared), the favicon and the app
// icons, drawn from the owner's content on every build, with no browser: satori lays the card
// out as SVG and resvg turns it into PNG, the route Open Graph image generators take.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { threadId } from "node:worker_threads";
import type * as Fontkit from "fontkit";
import { cachedByHash, type HashCache } from "#core/hash-cache.ts";
import { loadOnce } from "#core/load-once.ts";
import { escapeXml } from "#core/xml.ts";
import { computedColor, type Theme, themeColors } from "./design-tokens.ts";
import { seededRandom } from "./seeded-random.ts";

/**
 * The drawing's libraries, loaded when the first card or icon is drawn, not with this module:
 * the config files import it, and the dev server starts without waiting a third of a second for
 * them (docs/performance.md).
 */
const drawingLibraries = loadOnce(async () => {
  const [satori, resvg, sharp, subsetFont] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
    import("sharp"),
    import("subset-font"),
  ]);
  return {
    satori: satori.default,
    Resvg: resvg.Resvg,
    sharp: sharp.default,
    subsetFont: subsetFont.default,
  };
});

export type ShareInput = {
  name: string;
  initials: string;
  position: string;
  technologies: string[];
  siteUrl: string;
  colors: ShareColors;
};

export type ShareColors = {
  background: string;
  text: string;
  muted: string;
  accent: string;
  chip: string;
  chipBorder: string;
};

/**
 * The card and icons are drawn in the owner's theme (build-settings.ts drawnTheme; the product
 * spec's red on near-black by default), with the colours of app/styles/tokens.css, read afresh
 * on every call.
 */
export function shareColors(theme: Theme): ShareColors {
  const colors = themeColors(theme);
  const pick = (name: string) => {
    const value = colors[name];
    if (!value) throw new Error(`tokens.css: --color-${name} is not defined`);
    return computedColor(value);
  };
  return {
    background: pick("bg"),
    text: pick("text"),
    muted: pick("muted"),
    accent: pick("accent"),
    chip: pick("surface-strong"),
    chipBorder: pick("border"),
  };
}

/**
 * The faces the cards (and the CV's PDF, build-time/cv/) draw letters with, in the order a
 * letter is looked for: Inter's Latin subset, which draws nearly every card, then its other
 * subsets (Latin Extended, Vietnamese, Cyrillic, Greek) and Noto Sans for the right-to-left
 * scripts Inter lacks (the site's languages may be written in them: docs/languages.md).
 */
const FACES = [
  ["@fontsource-variable/inter", "inter", "latin"],
  ["@fontsource-variable/inter", "inter", "latin-ext"],
  ["@fontsource-variable/inter", "inter", "vietnamese"],
  ["@fontsource-variable/inter", "inter", "cyrillic"],
  ["@fontsource-variable/inter", "inter", "cyrillic-ext"],
  ["@fontsource-variable/inter", "inter", "greek"],
  ["@fontsource-variable/inter", "inter", "greek-ext"],
  ["@fontsource-variable/noto-sans-arabic", "noto-sans-arabic", "arabic"],
  ["@fontsource-variable/noto-sans-hebrew", "noto-sans-hebrew", "hebrew"],
] as const;

/**
 * A face and the letters it has, read from its own character map: a subset's unicode-range
 * claims more than its file holds (Inter's Latin file has no ‰ or †).
 */
export type Face = { family: string; file: string; letters: Set<number> };

const faceFile = ([pkg, stem, subset]: (typeof FACES)[number]) =>
  createRequire(import.meta.url).resolve(`${pkg}/files/${stem}-${subset}-wght-normal.woff2`);

/**
 * Each face's letters, kept by the fonts' versions (the lock file): reading a character map
 * decompresses the whole WOFF2 file in JavaScript, 0.4 s for the nine with fontkit's loading,
 * in every build and every card thread otherwise (docs/performance.md).
 */
const CARD_LETTERS_CACHE: HashCache = {
  dir: join("node_modules", ".cache", "card-letters"),
  code: ["build-time/share-images.ts", "package-lock.json"],
};

export const faces = loadOnce(async (): Promise<Face[]> => {
  const files = FACES.map(faceFile);
  const letters = await cachedByHash(CARD_LETTERS_CACHE, JSON.stringify(FACES), async () => {
    // Required here, not imported with the module, for the same reason as drawingLibraries.
    const { openSync } = createRequire(import.meta.url)("fontkit") as typeof Fontkit;
    return files.map((file) => (openSync(file) as Fontkit.Font).characterSet);
  });
  return FACES.map(([, stem, subset], index) => ({
    // The first face is the cards' own fontFamily; satori looks for a letter it lacks in the
    // other families, in their order.
    family: index === 0 ? "Inter" : `${stem} ${subset}`,
    file: files[index] as string,
    letters: new Set(letters[index]),
  }));
});

const faceOf = (list: Face[], code: number): Face | undefined =>
  list.find(({ letters }) => letters.has(code));

/** What draws nothing alone: spaces, marks, joiners and an emoji's variation selector. */
export const DRAWS_NOTHING = /[\s\p{M}\p{Cf}\p{Cc}]/u;

/** Characters as a reader sees them. */
const characters = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The characters of `text` (as a reader sees them: a flag, an emoji with its skin tone) with a
 * letter none of the cards' faces has (a Chinese title, an emoji): a card leaves them out, and
 * the build says so.
 */
export async function lettersWithoutAFace(text: string): Promise<string[]> {
  const list = await faces();
  const missing = new Set<string>();
  for (const { segment } of characters.segment(text))
    for (const letter of segment)
      if (!DRAWS_NOTHING.test(letter) && !faceOf(list, letter.codePointAt(0) as number)) {
        missing.add(segment);
        break;
      }
  return [...missing];
}

/**
 * One warning for every file whose words the share cards cannot draw all of (a letter in a
 * script none of their fonts has, an emoji), or none: the cards leave those letters out.
 */
export async function cardLettersWarning(
  files: readonly (readonly [where: string, fields: Record<string, string | string[]>])[],
  shown = 5,
): Promise<string | undefined> {
  const lines: string[] = [];
  for (const [where, fields] of files) {
    const found: string[] = [];
    for (const [field, text] of Object.entries(fields)) {
      const missing = await lettersWithoutAFace([text].flat().join(" "));
      if (missing.length) found.push(`${field} (${missing.join(" ")})`);
    }
    const file = relative(process.cwd(), where).split(sep).join("/");
    if (found.length) lines.push(`${file}: ${found.join(", ")}`);
  }
  if (!lines.length) return undefined;
  const more = lines.length > shown ? [`and ${lines.length - shown} more`] : [];
  return [
    "The share cards have no font for some letters, and leave them out (docs/writing.md):",
    ...lines.slice(0, shown),
    ...more,
  ].join("\n  ");
}

type CardFont = { name: string; data: Buffer; weight: 600 | 800; style: "normal" };

/**
 * The fonts for a picture of `texts`: Inter's Latin subset at the cards' two weights, and the
 * other faces only where a letter needs them. The same array for the same faces, made once per
 * thread: satori parses a font once per array and buffer it is given, so each card then only
 * lays out and draws. A card in Latin letters gets Inter's Latin subset alone: only the cards
 * that use another face pay for it. Cutting the font to each card's characters cost more than
 * the whole font parsed once (docs/performance.md).
 */
const fontSets = new Map<string, Promise<CardFont[]>>();
async function cardFonts(...texts: string[]): Promise<CardFont[]> {
  const list = await faces();
  const [latin, ...others] = list as [Face, ...Face[]];
  const needed = new Set<Face>([latin]);
  for (const text of texts)
    for (const letter of text) {
      const face = faceOf(list, letter.codePointAt(0) as number);
      if (face) needed.add(face);
    }
  const chosen = [latin, ...others.filter((face) => needed.has(face))];
  const key = chosen.map((face) => face.family).join();
  let fonts = fontSets.get(key);
  if (!fonts) {
    fonts = Promise.all(
      chosen.flatMap((face) =>
        ([600, 800] as const).map(async (weight) => ({
          name: face.family,
          data: await instanced(face.file, weight),
          weight,
          style: "normal" as const,
        })),
      ),
    );
    fontSets.set(key, fonts);
  }
  return fonts;
}

/** A variable face at one weight as TrueType (satori reads no variations), every glyph kept. */
const instances = new Map<string, Promise<Buffer>>();
function instanced(file: string, weight: number): Promise<Buffer> {
  const key = `${file}@${weight}`;
  let font = instances.get(key);
  if (!font) {
    font = drawingLibraries().then(({ subsetFont }) =>
      // variationAxes pins the variable font to one weight (harfbuzz instancing).
      subsetFont(readFileSync(file), "", {
        targetFormat: "truetype",
        variationAxes: { wght: weight },
        keepAllGlyphs: true,
      }),
    );
    instances.set(key, font);
  }
  return font;
}

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

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/**
 * A card's SVG from satori laid on its field: the page colour and red dots scattered like the
 * site's particle field, drawn as plain circles under satori's content. Given to satori as a
 * background image, the dots became a pattern holding an SVG image, which resvg parsed and
 * drew anew for every card: two thirds of its time (docs/performance.md).
 */
function onField(svg: string, colors: ShareColors, count: number): string {
  const satoriSvg = /^<svg width="(\d+)" height="(\d+)"[^>]*>([\s\S]*)<\/svg>$/.exec(svg);
  if (!satoriSvg) throw new Error("satori drew a card in a form this build does not know");
  const [, width, height, content] = satoriSvg;
  return [
    `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">`,
    `<rect width="${width}" height="${height}" fill="${colors.background}"/>`,
    `<g fill="${colors.accent}" fill-opacity="0.55">${dots(Number(width), Number(height), count)}</g>`,
    content,
    "</svg>",
  ].join("");
}

/** The dots as circles, the same for every card of a size: made once. */
const dotsMade = new Map<string, string>();
function dots(width: number, height: number, count: number): string {
  const key = `${width}×${height}×${count}`;
  const made = dotsMade.get(key);
  if (made) return made;
  const random = seededRandom(7);
  const circles = Array.from({ length: count }, () => {
    const r = 1 + random() * 2.4;
    return `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}"/>`;
  }).join("");
  dotsMade.set(key, circles);
  return circles;
}

/** A square whose content sits in its middle: the monogram, and the icon around it. */
const centredSquare = (size: number, style: Record<string, unknown>, children: unknown) =>
  el(
    "div",
    {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      width: size,
      height: size,
      // Square in any column, however full.
      flexShrink: 0,
      ...style,
    },
    children,
  );

/** Both share cards: 1200×630, the content in a padded column; onField draws what is under it. */
const CARD = { width: 1200, height: 630 } as const;
/** The frame's padding, at the top and bottom and at the sides. */
const PADDING = { y: 72, x: 80 } as const;
const cardFrame = (colors: ShareColors, style: Record<string, unknown>, children: unknown) =>
  el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      ...CARD,
      padding: `${PADDING.y}px ${PADDING.x}px`,
      color: colors.text,
      fontFamily: "Inter",
      ...style,
    },
    children,
  );

function monogram(initials: string, size: number, colors: ShareColors, border: number): Node {
  const { accent } = colors;
  return centredSquare(
    size,
    {
      border: `${border}px solid ${accent}`,
      borderRadius: size * 0.22,
      color: accent,
      background: colors.background,
      fontSize: size * 0.4,
      fontWeight: 800,
      letterSpacing: size * 0.012,
    },
    initials,
  );
}

/** The chips' row on the site's card: one row of them, as high as a chip. */
const CHIP = { padding: 8, fontSize: 24, border: 1 } as const;
// Inter's line is about 1.21 of its size; a pixel over it keeps the chips' lower border.
const chipRow = 2 * (CHIP.padding + CHIP.border) + Math.ceil(CHIP.fontSize * 1.25);

/**
 * The site's card: who the owner is, centred in the frame. Satori sizes a box without its
 * padding and border unless told (content-box), so the frame is border-box: centred within
 * its padding, not below it. Whatever the owner writes stays inside that padding, nothing
 * shrinking to make room: a name longer than a line at the large size (about 18 letters) is
 * set smaller on two lines at most, the position on one line, and the technologies on one row
 * (those that do not fit are left off).
 */
function card(input: ShareInput): Node {
  const { colors } = input;
  const { accent } = colors;
  const longName = input.name.length > 18;
  return cardFrame(colors, { justifyContent: "center", boxSizing: "border-box" }, [
    monogram(input.initials, 88, colors, 4),
    el(
      "div",
      {
        display: "block",
        lineClamp: 2,
        marginTop: 40,
        flexShrink: 0,
        fontSize: longName ? 64 : 96,
        lineHeight: 1,
        letterSpacing: longName ? -2 : -3,
        fontWeight: 800,
        color: accent,
      },
      input.name,
    ),
    el(
      "div",
      { display: "block", lineClamp: 1, marginTop: 18, fontSize: 44, fontWeight: 600 },
      input.position,
    ),
    el(
      "div",
      {
        display: "flex",
        flexWrap: "wrap",
        gap: 12,
        marginTop: 32,
        flexShrink: 0,
        height: chipRow,
        overflow: "hidden",
      },
      input.technologies.map((technology) =>
        el(
          "div",
          {
            padding: `${CHIP.padding}px 18px`,
            borderRadius: 999,
            border: `${CHIP.border}px solid ${colors.chipBorder}`,
            background: colors.chip,
            fontSize: CHIP.fontSize,
            fontWeight: 600,
          },
          technology,
        ),
      ),
    ),
    el(
      "div",
      { marginTop: 36, fontSize: 24, color: colors.muted, fontWeight: 600 },
      new URL(input.siteUrl).host,
    ),
  ]);
}

/** The monogram on the page colour, inset so that a maskable crop (a circle of 80%) keeps it. */
function icon(input: ShareInput): Node {
  return centredSquare(512, { background: input.colors.background, fontFamily: "Inter" }, [
    monogram(input.initials, 318, input.colors, 18),
  ]);
}

export type PostCardInput = {
  title: string;
  /** As shown on the site, such as "14 March 2025". */
  date: string;
  name: string;
  initials: string;
  siteUrl: string;
  colors: ShareColors;
  /** The post's language's direction: a right-to-left one's date and title start at the right. */
  dir?: "rtl";
};

/** A post card's rows, top to bottom, from the frame's top padding. */
const ROWS = { date: 48, title: 360, signature: 80 } as const;
/**
 * The band of a post card its own words are drawn in, the full width across (laidOver's rows
 * are the card's): the date's and the title's rows. Nothing of them reaches past it (the
 * title is cut to the lines its row holds, and a word too long for a line is broken), so only
 * this band is laid out, rasterised and laid over the field: a card's work in resvg and in the
 * laying over is about in proportion to the pixels it covers (docs/performance.md).
 */
const WORDS = { top: PADDING.y, width: CARD.width, height: ROWS.date + ROWS.title } as const;

/** The signature's monogram, its border and the gap after it; the name and host get the rest. */
const SIGNATURE = (() => {
  const monogram = 72;
  const border = 4;
  const gap = 24;
  // Satori's boxes are content-box: the border is outside the monogram's size.
  const text = CARD.width - 2 * PADDING.x - (monogram + 2 * border) - gap;
  return { monogram, border, gap, text };
})();

/**
 * A post's own card: its title large, the date and who wrote it, in two layers. The rows keep
 * their boxes in both, each layer leaving the other's empty: the signature (the monogram, the
 * name and the host) on the field is the same on every card, drawn once, and each card lays out
 * and rasterises only its date and title, in the band WORDS (docs/performance.md).
 */
function postCard(input: PostCardInput, layer: "words" | "signature"): Node {
  const { colors } = input;
  const { accent } = colors;
  const size = input.title.length > 60 ? 60 : input.title.length > 36 ? 72 : 84;
  const lineHeight = 1.1;
  // Fixed heights keep the three rows inside the card whatever the title's length.
  const date = { height: ROWS.date };
  const title = { height: ROWS.title };
  if (layer === "signature")
    return cardFrame(colors, {}, [
      el("div", date),
      el("div", title),
      el(
        "div",
        { display: "flex", alignItems: "center", gap: SIGNATURE.gap, height: ROWS.signature },
        [
          monogram(input.initials, SIGNATURE.monogram, colors, SIGNATURE.border),
          // A line each, within the margin, however long the name or the address.
          el("div", { display: "flex", flexDirection: "column", width: SIGNATURE.text }, [
            el(
              "div",
              { display: "block", lineClamp: 1, fontSize: 34, fontWeight: 800, color: accent },
              input.name,
            ),
            el(
              "div",
              {
                display: "block",
                lineClamp: 1,
                fontSize: 24,
                fontWeight: 600,
                color: colors.muted,
              },
              new URL(input.siteUrl).host,
            ),
          ]),
        ],
      ),
    ]);
  // Right to left, the lines start at the right margin. The frame is the card's full width with
  // its padding outside it (satori's boxes are content-box), so a row needs the width inside the
  // margins, or its lines would end past the right one.
  const rtl = input.dir === "rtl" ? { direction: "rtl" } : {};
  const width = { maxWidth: CARD.width - 2 * PADDING.x };
  const frame = { height: WORDS.height, paddingTop: 0, paddingBottom: 0 };
  return cardFrame(colors, frame, [
    el(
      "div",
      { ...date, ...rtl, ...width, fontSize: 28, fontWeight: 600, color: colors.muted },
      input.date,
    ),
    el(
      "div",
      {
        display: "flex",
        alignItems: "center",
        ...title,
        ...rtl,
        fontSize: size,
        lineHeight,
        // Joined letters keep their own spacing: a tighter one would pull them apart.
        letterSpacing: /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}]/u.test(input.title)
          ? 0
          : -2,
        fontWeight: 800,
        ...width,
      },
      el(
        "div",
        {
          display: "block",
          lineClamp: Math.floor(ROWS.title / (size * lineHeight)),
          wordBreak: "break-word",
        },
        input.title,
      ),
    ),
  ]);
}

/** A post's share card as PNG, 1200×630. */
export async function renderPostCard(
  input: PostCardInput,
  cacheDir = POST_CARD_CACHE,
): Promise<Buffer> {
  const key = drawingKey(input);
  if (!key) return drawPostCard(input);
  const file = join(cacheDir, `${key}.png`);
  try {
    return readFileSync(file);
  } catch {
    const png = await drawPostCard(input);
    mkdirSync(cacheDir, { recursive: true });
    // Written whole, then named: a build stopped halfway leaves no half card behind.
    // Named by process and thread, since the card threads share the process's id.
    const partial = `${file}.${process.pid}-${threadId}.partial`;
    writeFileSync(partial, png);
    renameSync(partial, file);
    return png;
  }
}

/** A post's card as drawn before for the same inputs, code and fonts; undefined when it is not. */
export function keptPostCard(input: PostCardInput, cacheDir = POST_CARD_CACHE): Buffer | undefined {
  const key = drawingKey(input);
  if (!key) return undefined;
  try {
    return readFileSync(join(cacheDir, `${key}.png`));
  } catch {
    return undefined;
  }
}

/**
 * Post cards already drawn, by the hash of what draws them: a rebuild draws only the cards of
 * posts whose title or date changed (a card took most of a post's build time: docs/performance.md).
 */
export const POST_CARD_CACHE = join("node_modules", ".cache", "post-cards");

let drawingCode: string | null | undefined;
/**
 * A picture's inputs and what draws it (this module, the dots' generator, the fonts and the
 * installed packages, satori's and resvg's among them), so that a change to any draws anew;
 * none (draw, and keep nothing) where this module's own files cannot be read.
 */
function drawingKey(input: PostCardInput | ShareInput): string | undefined {
  if (drawingCode === undefined) {
    try {
      const hash = createHash("sha256")
        .update(readFileSync(fileURLToPath(import.meta.url)))
        .update(readFileSync(fileURLToPath(new URL("./seeded-random.ts", import.meta.url))));
      for (const face of FACES) hash.update(readFileSync(faceFile(face)));
      try {
        hash.update(readFileSync(join("node_modules", ".package-lock.json")));
      } catch {
        // Another package manager keeps no such file: the code and fonts still key the pictures.
      }
      drawingCode = hash.digest("hex");
    } catch {
      drawingCode = null;
    }
  }
  if (drawingCode === null) return undefined;
  return createHash("sha256").update(drawingCode).update(JSON.stringify(input)).digest("hex");
}

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
      const { satori, Resvg, sharp } = await drawingLibraries();
      const svg = await satori(postCard(input, "signature") as never, {
        ...CARD,
        fonts: await cardFonts(name, initials, siteUrl),
      });
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
  const count = WORDS.width * WORDS.height;
  for (let p = 0; p < count; p++) {
    const from = p * 4;
    const through = 255 - (words[from + 3] as number);
    if (through === 255) continue;
    const to = start + p * 3;
    for (let c = 0; c < 3; c++)
      out[to + c] =
        (words[from + c] as number) + Math.round(((out[to + c] as number) * through) / 255);
  }
  return out;
}

async function drawPostCard(input: PostCardInput): Promise<Buffer> {
  const { satori, Resvg, sharp } = await drawingLibraries();
  const [svg, field] = await Promise.all([
    satori(postCard(input, "words") as never, {
      width: WORDS.width,
      height: WORDS.height,
      fonts: await cardFonts(input.title, input.date),
    }),
    signatureField(input),
  ]);
  const words = new Resvg(svg, RESVG).render().pixels;
  return sharp(laidOver(words, field), { raw: { ...CARD, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The site's share card and icons, by file name: the PNGs as bytes, the SVG as text. */
export type ShareFiles = Record<string, Buffer | string>;

/** The files renderShareImages makes, written beside the pages (and answered by `npm run dev`). */
export const SHARE_FILE_NAMES = [
  "share-image.png",
  "icon-512.png",
  "icon-192.png",
  "apple-touch-icon.png",
  "favicon-32.png",
  "favicon.svg",
] as const;

/**
 * The site's card and icons as drawn before for the same inputs and code (the lock file pins
 * satori, resvg and the fonts): drawing them loads satori, resvg and harfbuzz and cuts Inter
 * twice, 1.5 s of every build for files that change only with the owner's name, role, address or
 * theme.
 */
export const SHARE_IMAGE_CACHE: HashCache = {
  dir: join("node_modules", ".cache", "share-images"),
  code: ["build-time/share-images.ts", "build-time/seeded-random.ts", "package-lock.json"],
};

/** Every file, by name, ready to be written beside the pages. */
export async function renderShareImages(
  input: ShareInput,
  cache: HashCache = SHARE_IMAGE_CACHE,
): Promise<ShareFiles> {
  // Kept as JSON, so the PNGs as base64.
  const kept = await cachedByHash(cache, JSON.stringify(input), async () => {
    const files = await drawShareImages(input);
    return Object.fromEntries(
      Object.entries(files).map(([name, file]) => [
        name,
        typeof file === "string" ? file : file.toString("base64"),
      ]),
    );
  });
  return Object.fromEntries(
    Object.entries(kept).map(([name, text]) => [
      name,
      name.endsWith(".svg") ? text : Buffer.from(text, "base64"),
    ]),
  );
}

async function drawShareImages(input: ShareInput): Promise<ShareFiles> {
  const { satori } = await drawingLibraries();
  const fonts = await cardFonts(
    input.name,
    input.initials,
    input.position,
    input.siteUrl,
    ...input.technologies,
  );
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
    "favicon.svg": `${faviconSvg.replace(/^<svg([^>]*)>/, `<svg$1><title>${initials}</title>`)}\n`,
  };
}
