// The CV's PDF is set in the site's font, Inter, with the same faces the share cards fall back
// to for what Inter lacks (build-time/share-images/fonts.ts: Inter's subsets, then Noto Sans Arabic
// and Hebrew): each letter in the first face that has it, or the one the letters before it are
// in when that one has it too, so a word stays in one face. Each face is embedded cut to the
// letters the CV uses, at the two weights it sets (harfbuzz's subsetter, as the site's own font
// subset is made: scripts/subset-font.ts).
import { readFile } from "node:fs/promises";
import { DRAWS_NOTHING, type Face, faces } from "../share-images/fonts.ts";

/** The weights the CV sets: its text, and its name and headings. */
export type Weight = 400 | 700;

/** A run of text in one face (by its place in the list of faces). */
export type FaceRun = { text: string; face: number };

/** Which face draws a cluster: the current one if it can, else the first that can. */
export type FaceChooser = (cluster: string, current: number | undefined) => number | undefined;

const clusters = new Intl.Segmenter("en", { granularity: "grapheme" });

/** A format character (a joiner, a direction mark) draws nothing and needs no face. */
const FORMAT = /[\p{Cf}]/u;

/** The chooser over a list of faces' letters. Pure. */
export function chooserOf(letters: readonly Set<number>[]): FaceChooser {
  const has = (face: number, cluster: string) => {
    const set = letters[face] as Set<number>;
    for (const letter of cluster)
      if (!FORMAT.test(letter) && !set.has(letter.codePointAt(0) as number)) return false;
    return true;
  };
  return (cluster, current) => {
    if (current !== undefined && has(current, cluster)) return current;
    const found = letters.findIndex((_, face) => has(face, cluster));
    return found === -1 ? undefined : found;
  };
}

/**
 * The text in runs of one face each, and the clusters no face has. A format character stays
 * only where its face has it (a joiner in Arabic shapes the letters; elsewhere it would draw
 * the font's box).
 */
export function runsByFace(
  text: string,
  choose: FaceChooser,
  letters: readonly Set<number>[],
): { runs: FaceRun[]; missing: string[] } {
  const runs: FaceRun[] = [];
  const missing: string[] = [];
  let current: number | undefined;
  for (const { segment } of clusters.segment(text)) {
    const face = choose(segment, current);
    if (face === undefined) {
      if (!DRAWS_NOTHING.test(segment)) missing.push(segment);
      continue;
    }
    const set = letters[face] as Set<number>;
    const kept = [...segment]
      .filter((letter) => !FORMAT.test(letter) || set.has(letter.codePointAt(0) as number))
      .join("");
    if (!kept) continue;
    const last = runs.at(-1);
    if (last && last.face === face) last.text += kept;
    else runs.push({ text: kept, face });
    current = face;
  }
  return { runs, missing: [...new Set(missing)] };
}

/** The faces, their letters and the chooser over them. */
export async function cvFaces(): Promise<{
  list: Face[];
  letters: Set<number>[];
  choose: FaceChooser;
}> {
  const list = await faces();
  const letters = list.map((face) => face.letters);
  return { list, letters, choose: chooserOf(letters) };
}

/** A face at a weight, by the name the PDF registers it under. */
export const fontName = (face: number, weight: Weight) => `face-${face}-${weight}`;

/**
 * Each face and weight the CV uses, cut to its letters and pinned at its weight (the faces are
 * variable fonts; a PDF wants a static one), as TrueType: keyed by fontName.
 */
export async function embeddedFonts(
  list: readonly Face[],
  uses: ReadonlyMap<string, { face: number; weight: Weight; letters: Set<string> }>,
): Promise<Map<string, Buffer>> {
  const { default: subsetFont } = await import("subset-font");
  const files = new Map<number, Promise<Buffer>>();
  const fileOf = (face: number) => {
    let file = files.get(face);
    if (!file) {
      file = readFile((list[face] as Face).file);
      files.set(face, file);
    }
    return file;
  };
  const fonts = new Map<string, Buffer>();
  // In a fixed order, so the same content embeds the same bytes.
  for (const [name, { face, weight, letters }] of [...uses].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  ))
    fonts.set(
      name,
      await subsetFont(await fileOf(face), [...letters].sort().join(""), {
        targetFormat: "truetype",
        variationAxes: { wght: weight },
      }),
    );
  return fonts;
}
