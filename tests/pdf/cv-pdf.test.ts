// `npm run test:pdf`: the CV's PDFs as Poppler reads them (tests/pdf/poppler.ts). The built
// ones, for every language of whatever content the site is built from, and two of the tests'
// own: a long Czech CV (issue 67: three jobs, 2,000 characters of description, a Czech name),
// read back whole and within its margins on every page, and an Arabic one, right to left.
// CI runs it after `npm test`'s build; it needs Poppler (poppler-utils).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages, localePath } from "#core/languages.ts";
import { CV_PDF_PATH } from "#core/page-paths.ts";
import { type CvDocument, cvDocumentIn } from "../../app/cv/cv-document.ts";
import { resolveBuildDir, resolveSiteUrl } from "../../build-time/build-settings.ts";
import { cvDate, cvPdfIn, pdfColors } from "../../build-time/cv/cv-files.ts";
import { cvBlocks, textBlocks } from "../../build-time/cv/pdf-blocks.ts";
import { MARGIN, renderCvPdf } from "../../build-time/cv/pdf-render.ts";
import { arabicCv, czechCv } from "../fixtures/cv-documents.ts";
import {
  type Page,
  pdfInfo,
  pdfMetadata,
  pdfPages,
  pdfStrings,
  pdfText,
  squeezed,
} from "./poppler.ts";

const client = join(resolveBuildDir(), "client");
const options = { colors: pdfColors(), created: cvDate(undefined) };

/** Letters of the right-to-left scripts the CV's faces draw (Hebrew, Arabic). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
/** A run of them, with the spaces and marks between its words, kept by split. */
const RIGHT_TO_LEFT_RUN =
  /([\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff][\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\s]*)/u;

/** A rendered CV in a file of its own, for Poppler to read. */
async function written(cv: CvDocument): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), "cv-pdf-")), "cv.pdf");
  writeFileSync(file, await renderCvPdf(cv, options));
  return file;
}

/** Every page's footer, as set on it. */
const footers = (cv: CvDocument, pages: number) =>
  Array.from({ length: pages }, (_, i) => `${cv.name} · ${i + 1}/${pages}`);

/** Every word of every page inside the margins; the footers in the bottom margin's band. */
function expectWithinMargins(pages: Page[]) {
  const slack = 1;
  for (const [index, page] of pages.entries()) {
    expect(page.words.length, `page ${index + 1} has text`).toBeGreaterThan(0);
    for (const word of page.words) {
      const where = `page ${index + 1}: "${word.text}" at ${word.xMin}–${word.xMax}, ${word.yMin}–${word.yMax}`;
      expect(word.xMin, where).toBeGreaterThanOrEqual(MARGIN.side - slack);
      expect(word.xMax, where).toBeLessThanOrEqual(page.width - MARGIN.side + slack);
      // pdftotext boxes a word by its face's ascent, not its ink: Noto Sans Arabic's reaches
      // far above its letters, so a right-to-left word is held by its middle instead.
      const top = RIGHT_TO_LEFT.test(word.text) ? (word.yMin + word.yMax) / 2 : word.yMin;
      expect(top, where).toBeGreaterThanOrEqual(MARGIN.top - slack);
      const inFooter = word.yMin >= page.height - MARGIN.bottom;
      if (!inFooter)
        expect(word.yMax, where).toBeLessThanOrEqual(page.height - MARGIN.bottom + slack);
      else expect(word.yMax, where).toBeLessThanOrEqual(page.height - 10);
    }
  }
}

describe.each(languages)("the built /cv.pdf in %s", (language) => {
  const file = join(client, localePath(language, CV_PDF_PATH).slice(1));
  const cv = cvDocumentIn(language, resolveSiteUrl());

  it("is there, tagged, with its title, language and paper", () => {
    expect(existsSync(file), `${file}: run npm run build first`).toBe(true);
    const info = pdfInfo(file);
    expect(info.Tagged).toBe("yes");
    expect(info.Title).toBe(cv.title);
    expect(info["Page size"]).toMatch(cv.paper === "a4" ? /\(A4\)$/ : /\(letter\)$/);
    expect(pdfMetadata(file)).toContain(`<dc:language><rdf:Bag><rdf:li>${language}</rdf:li>`);
  });

  it("reads the name, then every entry's title, in the page's order", () => {
    // A right-to-left piece reads as its ActualText says (a shaped Arabic letter shares its
    // drawing with others, so pdftotext cannot tell them apart): each kind in its own order.
    const reads = {
      text: squeezed(pdfText(file)),
      rightToLeft: squeezed(pdfStrings(readFileSync(file), "ActualText").join("")),
    };
    const from = { text: 0, rightToLeft: 0 };
    const titles = cv.sections.flatMap((section) =>
      section.kind === "entries" ? section.entries.map((entry) => entry.title.text) : [],
    );
    for (const title of [cv.name, ...titles]) {
      // A title of both kinds ("JavaScript الحديثة") is read a piece of each kind at a time,
      // each after the titles before it; within a right-to-left line pdftotext reads the
      // left-to-right pieces from the left, so their order there is the line's, not the title's.
      const start = { ...from };
      for (const piece of title.split(RIGHT_TO_LEFT_RUN).map(squeezed).filter(Boolean)) {
        const kind = RIGHT_TO_LEFT.test(piece) ? "rightToLeft" : "text";
        const at = reads[kind].indexOf(piece, start[kind]);
        expect(at, `"${piece}" of "${title}" after what comes before it`).toBeGreaterThanOrEqual(0);
        from[kind] = Math.max(from[kind], at + piece.length);
      }
    }
  });

  it("keeps its text inside the margins of every page", () => {
    expectWithinMargins(pdfPages(file));
  });

  it("is what the content makes, byte for byte", async () => {
    expect((await cvPdfIn(language)).equals(readFileSync(file))).toBe(true);
  });
});

describe("a long CV: three jobs, 2,000 characters of description and a Czech name", () => {
  const cv = czechCv();

  it("reads back whole, in order, on as many pages as it takes, inside the margins", async () => {
    const file = await written(cv);
    const pages = pdfPages(file);
    expect(pages.length).toBeGreaterThan(1);
    expectWithinMargins(pages);
    let read = pdfText(file);
    for (const footer of footers(cv, pages.length)) {
      expect(read).toContain(footer);
      read = read.replace(footer, "");
    }
    const set = textBlocks(cvBlocks(cv, options.colors))
      .map((block) => (block.bullet ? "•" : "") + block.spans.map((span) => span.text).join(""))
      .join("");
    expect(squeezed(read)).toBe(squeezed(set));
    expect(pdfInfo(file).Title).toBe("Šárka Dvořáková — Životopis");
  });
});

describe("a right-to-left CV", () => {
  const cv = arabicCv();

  it("sets each line from the right margin, a screen reader's text of each piece as read", async () => {
    const file = await written(cv);
    const [first] = pdfPages(file);
    if (!first) throw new Error("no page");
    // Each line ends at the right margin (a list's bullet two points in): its last word's right
    // edge is there. A line's words are those whose middles are within a few points (Arabic and
    // Latin letters sit differently).
    const lines: { middle: number; right: number }[] = [];
    const middle = (word: Page["words"][number]) => (word.yMin + word.yMax) / 2;
    for (const word of [...first.words].sort((a, b) => middle(a) - middle(b))) {
      if (word.yMin >= first.height - MARGIN.bottom) continue;
      const line = lines.at(-1);
      if (line && middle(word) - line.middle < 4) line.right = Math.max(line.right, word.xMax);
      else lines.push({ middle: middle(word), right: word.xMax });
    }
    expect(lines.length).toBeGreaterThan(10);
    for (const { middle: y, right } of lines)
      expect(right, `the line at ${y}`).toBeGreaterThanOrEqual(first.width - MARGIN.side - 3);
    // The structure says each right-to-left piece as it is read (its ActualText), in order.
    const actual = pdfStrings(readFileSync(file), "ActualText");
    const headings = cv.sections.map((section) => section.heading.text);
    expect(actual.filter((text) => [cv.name, ...headings].includes(text))).toEqual([
      cv.name,
      ...headings,
    ]);
  });
});
