// The letters of the share cards: the faces they are drawn with, which letters each face has,
// the warning for words no face can draw, and the fonts handed to satori for a picture.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { relative, sep } from "node:path";
import type * as Fontkit from "fontkit";
import { loadOnce } from "#core/load-once.ts";
import { keptOrMade } from "./cache.ts";

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

/** The faces' files, in FACES's order: what draws the letters, and so part of the cache's key. */
export const FONT_FILES: readonly string[] = FACES.map(([pkg, stem, subset]) =>
  createRequire(import.meta.url).resolve(`${pkg}/files/${stem}-${subset}-wght-normal.woff2`),
);

/**
 * Each face's letters, kept (cache.ts): reading a character map decompresses the whole WOFF2
 * file in JavaScript, 0.4 s for the nine with fontkit's loading, in every build and every card
 * thread otherwise (docs/performance.md).
 */
export const faces = loadOnce(async (): Promise<Face[]> => {
  const kept = await keptOrMade(
    { kind: "letters", fonts: FONT_FILES },
    FACES,
    ["letters.json"],
    async () => {
      // Required here, not imported with the module: the config files import the drawing code,
      // and the dev server starts without waiting for fontkit (docs/performance.md).
      const { openSync } = createRequire(import.meta.url)("fontkit") as typeof Fontkit;
      const sets = FONT_FILES.map((file) => (openSync(file) as Fontkit.Font).characterSet);
      return { "letters.json": Buffer.from(JSON.stringify(sets)) };
    },
  );
  const letters = JSON.parse(String(kept["letters.json"])) as number[][];
  return FACES.map(([, stem, subset], index) => ({
    // The first face is the cards' own fontFamily; satori looks for a letter it lacks in the
    // other families, in their order.
    family: index === 0 ? "Inter" : `${stem} ${subset}`,
    file: FONT_FILES[index] as string,
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

export type CardFont = { name: string; data: Buffer; weight: 600 | 800; style: "normal" };

/**
 * The fonts for a picture of `texts`: Inter's Latin subset at the cards' two weights, and the
 * other faces only where a letter needs them. The same array for the same faces, made once per
 * thread: satori parses a font once per array and buffer it is given, so each card then only
 * lays out and draws. A card in Latin letters gets Inter's Latin subset alone: only the cards
 * that use another face pay for it. Cutting the font to each card's characters cost more than
 * the whole font parsed once (docs/performance.md).
 */
const fontSets = new Map<string, Promise<CardFont[]>>();
export async function cardFonts(...texts: string[]): Promise<CardFont[]> {
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

/** subset-font (harfbuzz), loaded when the first picture is drawn, not with this module. */
const subsetFont = loadOnce(async () => (await import("subset-font")).default);

/** A variable face at one weight as TrueType (satori reads no variations), every glyph kept. */
const instances = new Map<string, Promise<Buffer>>();
function instanced(file: string, weight: number): Promise<Buffer> {
  const key = `${file}@${weight}`;
  let font = instances.get(key);
  if (!font) {
    font = subsetFont().then((subset) =>
      // variationAxes pins the variable font to one weight (harfbuzz instancing).
      subset(readFileSync(file), "", {
        targetFormat: "truetype",
        variationAxes: { wght: weight },
        keepAllGlyphs: true,
      }),
    );
    instances.set(key, font);
  }
  return font;
}
