// A paragraph of the CV's PDF in lines: broken where a line may break (after a space, a dash or a
// slash), a word too long for a line broken between its letters, so no text of any length runs
// off the page; then each line in the order it is seen, by the Unicode bidirectional algorithm
// (bidi-js), so a right-to-left paragraph reads from the right and a name in Latin letters
// inside it reads left to right. Pure: the fonts come in as a function that measures.
import bidiFactory from "bidi-js";
import type { FaceChooser, Weight } from "./pdf-fonts.ts";
import { runsByFace } from "./pdf-fonts.ts";

const bidi = bidiFactory();

/** A stretch of a paragraph in one style: a link, a word in another language, bold. */
export type Span = {
  text: string;
  weight: Weight;
  size: number;
  color: string;
  href?: string | undefined;
  lang?: string | undefined;
};

/** How wide `text` is, set in `face` at `weight` and `size`, in points. */
export type Measure = (text: string, face: number, weight: Weight, size: number) => number;

/** A piece of a line in one face and span, placed from the line's left edge. */
export type Piece = {
  /** The text as the font is given it: as read, or turned round where only the layout is
   * right to left (a dash between two Hebrew words); the font turns letters of a
   * right-to-left script round itself. */
  text: string;
  /** The text as it is read, and where it starts in the paragraph: the order to read in. */
  read: string;
  start: number;
  x: number;
  width: number;
  span: number;
  face: number;
};

export type Line = { pieces: Piece[]; width: number };

export type LayoutOptions = {
  width: number;
  dir: "ltr" | "rtl";
  measure: Measure;
  choose: FaceChooser;
  letters: readonly Set<number>[];
};

/**
 * Where a line may break: after a space, a slash or a dash. Not after a hyphen: an address such
 * as mira-kovacs.example.com stays whole, and a reader of the text (pdftotext) would take a
 * hyphen at a line's end for one that splits a word, and join the two.
 */
const BREAK_AFTER = /[ \u1680\u2000-\u2006\u2008-\u200b\u205f\u3000/\u2013\u2014]/;
const SPACE = /[ \u1680\u2000-\u2006\u2008-\u200a\u205f\u3000]/;
/** Letters the font turns round itself: a right-to-left script's. */
const RIGHT_TO_LEFT_LETTERS =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The paragraph's text in runs of one face and one span, with each unit's face and span. */
function prepare(spans: readonly Span[], { choose, letters }: LayoutOptions) {
  let text = "";
  const faceAt: number[] = [];
  const spanAt: number[] = [];
  const missing: string[] = [];
  spans.forEach((span, index) => {
    // Line ends and tabs are spaces here: a paragraph's lines are the layout's to make.
    const found = runsByFace(span.text.replace(/[\t\n\r\f\v\u2028\u2029]/g, " "), choose, letters);
    missing.push(...found.missing);
    for (const run of found.runs) {
      text += run.text;
      for (let unit = 0; unit < run.text.length; unit++) {
        faceAt.push(run.face);
        spanAt.push(index);
      }
    }
  });
  return { text, faceAt, spanAt, missing };
}

/** The letters of a paragraph no face has, as a reader sees them. */
export function unsetLetters(spans: readonly Span[], options: LayoutOptions): string[] {
  return [...new Set(prepare(spans, options).missing)];
}

/** The paragraph in lines no wider than `width`. */
export function layoutParagraph(spans: readonly Span[], options: LayoutOptions): Line[] {
  const { text, faceAt, spanAt } = prepare(spans, options);
  if (!text.trim()) return [];
  const styleOf = (unit: number) => spans[spanAt[unit] as number] as Span;
  /** The width of text[from, to), measured a face and span at a time. */
  const widthOf = (from: number, to: number) => {
    let sum = 0;
    for (let start = from; start < to; ) {
      let end = start + 1;
      while (end < to && faceAt[end] === faceAt[start] && spanAt[end] === spanAt[start]) end++;
      const { weight, size } = styleOf(start);
      sum += options.measure(text.slice(start, end), faceAt[start] as number, weight, size);
      start = end;
    }
    return sum;
  };
  const ranges = breakIntoLines(text, options.width, widthOf);
  const levels = bidi.getEmbeddingLevels(text, options.dir);
  return ranges.map(([start, end]) => placeLine(text, start, end, levels, faceAt, spanAt, widthOf));
}

/** The words between break opportunities, each with its trailing spaces. */
function words(text: string): [start: number, end: number, spaces: number][] {
  const found: [number, number, number][] = [];
  let start = 0;
  for (let unit = 0; unit < text.length; unit++) {
    const breaks = BREAK_AFTER.test(text[unit] as string);
    const next = text[unit + 1];
    // A run of spaces stays together, at the end of the word before it.
    if (unit === text.length - 1 || (breaks && !(next !== undefined && SPACE.test(next)))) {
      let spaces = unit + 1;
      while (spaces > start && SPACE.test(text[spaces - 1] as string)) spaces--;
      found.push([start, unit + 1, spaces]);
      start = unit + 1;
    }
  }
  return found;
}

/** The lines as ranges of the text, greedily filled; spaces at a line's end take no room. */
export function breakIntoLines(
  text: string,
  width: number,
  widthOf: (from: number, to: number) => number,
): [start: number, end: number][] {
  const lines: [number, number][] = [];
  let lineStart = 0;
  let lineEnd = 0;
  // The line's width to the end of its last word's spaces.
  let spaced = 0;
  const close = () => {
    if (lineEnd > lineStart) lines.push([lineStart, lineEnd]);
    lineStart = lineEnd;
    spaced = 0;
  };
  for (const [start, end, letters] of words(text)) {
    const wordWidth = widthOf(start, letters);
    if (lineEnd > lineStart && spaced + wordWidth > width) close();
    if (lineEnd === lineStart && wordWidth > width) {
      // Longer than a line alone: broken between its letters, as many as fit on each line.
      let from = start;
      for (const { index, segment } of graphemes.segment(text.slice(start, letters))) {
        const at = start + index;
        if (at > from && widthOf(from, at + segment.length) > width) {
          lineEnd = at;
          close();
          from = at;
        }
      }
      lineEnd = end;
      spaced = widthOf(from, end);
      continue;
    }
    lineEnd = end;
    spaced += wordWidth + widthOf(letters, end);
  }
  close();
  return lines;
}

/** A line's pieces in the order they are seen, left to right, placed from its left edge. */
function placeLine(
  text: string,
  start: number,
  end: number,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  faceAt: readonly number[],
  spanAt: readonly number[],
  widthOf: (from: number, to: number) => number,
): Line {
  let last = end;
  while (last > start && SPACE.test(text[last - 1] as string)) last--;
  if (last === start) return { pieces: [], width: 0 };
  // The whole text's indices, this line's turned as the line is seen.
  const seen = bidi.getReorderedIndices(text, levels, start, last - 1).slice(start, last);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, last - 1);
  const pieces: Piece[] = [];
  let x = 0;
  let index = 0;
  while (index < seen.length) {
    const first = seen[index] as number;
    const rtl = ((levels.levels[first] as number) & 1) === 1;
    let next = index + 1;
    while (
      next < seen.length &&
      seen[next] === (seen[next - 1] as number) + (rtl ? -1 : 1) &&
      faceAt[seen[next] as number] === faceAt[first] &&
      spanAt[seen[next] as number] === spanAt[first] &&
      (((levels.levels[seen[next] as number] as number) & 1) === 1) === rtl
    )
      next++;
    const from = rtl ? (seen[next - 1] as number) : first;
    const to = (rtl ? first : (seen[next - 1] as number)) + 1;
    const read = text.slice(from, to);
    const width = widthOf(from, to);
    pieces.push({
      text: rtl && !RIGHT_TO_LEFT_LETTERS.test(read) ? turnedRound(read, from, mirrored) : read,
      read,
      start: from,
      x,
      width,
      span: spanAt[first] as number,
      face: faceAt[first] as number,
    });
    x += width;
    index = next;
  }
  return { pieces, width: x };
}

/** Text with no right-to-left letter laid out right to left: its characters in the order seen,
 * each bracket facing the other way. */
function turnedRound(read: string, from: number, mirrored: Map<number, string>): string {
  const pieces = [...graphemes.segment(read)].map(
    ({ index, segment }) => mirrored.get(from + index) ?? segment,
  );
  return pieces.reverse().join("");
}
