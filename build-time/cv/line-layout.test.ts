// @vitest-environment node
import { describe, expect, it } from "vitest";
import { breakIntoLines, type LayoutOptions, layoutParagraph, type Span } from "./line-layout.ts";
import { chooserOf } from "./pdf-fonts.ts";

// Two made-up faces: one with the printable ASCII letters, one with Hebrew's and a space. Every
// letter is half its size wide, so the widths are easy to reckon.
const latin = new Set([...Array(95)].map((_, i) => 0x20 + i));
const hebrew = new Set([0x20, ...[...Array(27)].map((_, i) => 0x5d0 + i)]);
const letters = [latin, hebrew];
const options = (width: number, dir: "ltr" | "rtl" = "ltr"): LayoutOptions => ({
  width,
  dir,
  measure: (text, _face, _weight, size) => [...text].length * size * 0.5,
  choose: chooserOf(letters),
  letters,
});
const span = (text: string, extra: Partial<Span> = {}): Span => ({
  text,
  weight: 400,
  size: 10,
  // The layout never reads a span's colour; the colours are tokens.css's (pdfColors).
  color: "text",
  ...extra,
});
/** A line's text as it is read. */
const read = (line: { pieces: { read: string; start: number }[] }) =>
  [...line.pieces]
    .sort((a, b) => a.start - b.start)
    .map((piece) => piece.read)
    .join("");

describe("a paragraph in lines", () => {
  it("breaks after spaces, no line wider than its width, and loses nothing", () => {
    const text = "The quick brown fox jumps over the lazy dog and keeps on running far away";
    const lines = layoutParagraph([span(text)], options(100));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(100);
    expect(lines.map(read).join(" ")).toBe(text);
  });

  it("breaks a word longer than a line between its letters", () => {
    const word = "x".repeat(2000);
    const lines = layoutParagraph([span(`a ${word} b`)], options(100));
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(100);
    expect(lines.map(read).join("")).toBe(`a${word}b`);
    // Twenty letters of five points fit a line of 100: the word fills a hundred lines.
    expect(lines.filter((line) => line.width === 100).length).toBe(100);
  });

  it("keeps an address whole where a hyphen joins it, and breaks after a slash", () => {
    const ranges = breakIntoLines(
      "see mira-kovacs.example/cv/pdf",
      100,
      (from, to) => (to - from) * 5,
    );
    const text = "see mira-kovacs.example/cv/pdf";
    expect(ranges.map(([from, to]) => text.slice(from, to))).toEqual([
      "see ",
      "mira-kovacs.example/",
      "cv/pdf",
    ]);
  });

  it("sets each letter in a face that has it, and keeps a link's span apart", () => {
    const [line] = layoutParagraph(
      [span("Mail: "), span("me@x.example", { href: "mailto:me@x.example" })],
      options(500),
    );
    expect(line?.pieces.map((piece) => [piece.read, piece.span, piece.face])).toEqual([
      ["Mail: ", 0, 0],
      ["me@x.example", 1, 0],
    ]);
    expect(line?.pieces[1]?.x).toBe(30);
  });

  it("leaves out what no face has, and a paragraph of spaces makes no line", () => {
    expect(layoutParagraph([span("   ")], options(100))).toEqual([]);
    expect(read(layoutParagraph([span("a中b")], options(100))[0] as never)).toBe("ab");
  });
});

describe("a right-to-left paragraph", () => {
  it("reads from the right, a Latin name inside it left to right", () => {
    // "שלום Ada עולם": the Hebrew words on the right and left, the name between them.
    const text = "שלום Ada עולם";
    const [line] = layoutParagraph([span(text)], options(500, "rtl"));
    const seen = line?.pieces.map((piece) => piece.read) ?? [];
    // Seen left to right: the last word first, the name as written, the first word last.
    expect(seen[0]).toBe("עולם");
    expect(seen).toContain("Ada");
    expect(seen.at(-1)).toBe("שלום ");
    expect(read(line as never)).toBe(text);
  });

  it("turns round a bracket between right-to-left words, which no right-to-left font has", () => {
    const [line] = layoutParagraph([span("אב (גד)")], options(500, "rtl"));
    const brackets = line?.pieces.filter((piece) => /[()]/.test(piece.read)) ?? [];
    // Laid out right to left, each bracket is drawn as its mirror image, as a reader expects.
    expect(brackets.map((piece) => [piece.read, piece.text]).sort()).toEqual([
      ["(", ")"],
      [")", "("],
    ]);
  });
});
