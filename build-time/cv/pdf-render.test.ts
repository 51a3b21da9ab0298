// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ContentError } from "#core/schema.ts";
import { czechCv } from "../../tests/fixtures/cv-documents.ts";
import { cvDate, pdfColors } from "./cv-files.ts";
import { renderCvPdf } from "./pdf-render.ts";

// The PDF as bytes, read without a PDF reader (tests/pdf/ reads it with Poppler): what PDF/UA
// asks of the file's own dictionaries, and the same bytes for the same content.

const options = { colors: pdfColors(), created: cvDate(undefined) };
const text = (pdf: Buffer) => pdf.toString("latin1");

describe("the CV's PDF", () => {
  it("is the same file for the same content, whenever it is made", async () => {
    const [first, second] = await Promise.all([
      renderCvPdf(czechCv(), options),
      renderCvPdf(czechCv(), options),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(cvDate("1700000000").toISOString()).toBe("2023-11-14T22:13:20.000Z");
    expect(cvDate(undefined)).toEqual(cvDate(undefined));
  });

  it("is tagged, in its language, and shows its title as PDF/UA asks", async () => {
    const cv = czechCv();
    const pdf = text(await renderCvPdf(cv, options));
    expect(pdf).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(pdf).toMatch(/\/Marked true/);
    expect(pdf).toMatch(/\/Type \/StructTreeRoot/);
    expect(pdf).toMatch(/\/Type \/Catalog[\s\S]*?\/Lang \(cs\)/);
    expect(pdf).toContain("/DisplayDocTitle true");
    expect(pdf).toContain("<pdfuaid:part>1</pdfuaid:part>");
    // The metadata is UTF-8 text in the file: the title and the language as written.
    expect(Buffer.from(pdf, "latin1").toString("utf8")).toContain(
      `<rdf:li xml:lang="x-default">${cv.title}</rdf:li>`,
    );
    expect(pdf).toContain("<dc:language><rdf:Bag><rdf:li>cs</rdf:li>");
    // Every font embedded, as a subset (its name tagged so), none of PDF's standard fourteen.
    const fonts = [...pdf.matchAll(/\/BaseFont \/([\w+-]+)/g)].map((m) => m[1] ?? "");
    expect(fonts.length).toBeGreaterThan(1);
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+/);
    expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
  });

  it("runs on to further pages when its text is long, each link a live one", async () => {
    const pdf = text(await renderCvPdf(czechCv(), options));
    expect([...pdf.matchAll(/\/Type \/Page\b/g)].length).toBeGreaterThan(1);
    expect(pdf).toContain("/URI (https://vltava.example.com)");
    expect(pdf).toContain("/URI (mailto:sarka@example.com)");
    // Each link's annotation belongs to a Link element of the structure.
    expect([...pdf.matchAll(/\/S \/Link/g)].length).toBeGreaterThan(3);
    expect(pdf).toMatch(/\/Type \/OBJR/);
  });

  it("stops with the entry and the letter when no font has a letter", async () => {
    const cv = czechCv();
    const courses = cv.sections.find((section) => section.id === "courses");
    if (courses?.kind !== "entries" || !courses.entries[0]) throw new Error("no course");
    courses.entries[0].title = { text: "Web 中文 Accessibility" };
    const failure = await renderCvPdf(cv, options).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentError);
    expect((failure as Error).message).toContain(
      'courses #1 "Web Accessibility in Depth": 中 (U+4E2D), 文 (U+6587)',
    );
  });
});
