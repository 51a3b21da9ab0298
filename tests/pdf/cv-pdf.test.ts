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
      expect(word.yMin, where).toBeGreaterThanOrEqual(MARGIN.top - slack);
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
    const read = squeezed(pdfText(file));
    const titles = cv.sections.flatMap((section) =>
      section.kind === "entries" ? section.entries.map((entry) => entry.title.text) : [],
    );
    let from = 0;
    for (const title of [cv.name, ...titles]) {
      const at = read.indexOf(squeezed(title), from);
      expect(at, `"${title}" after what comes before it`).toBeGreaterThanOrEqual(0);
      from = at + squeezed(title).length;
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
