import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { languages, localePath } from "#core/languages.ts";
import { CV_PDF_PATH, RESUME_PATH } from "#core/page-paths.ts";
import { cvDocumentIn } from "../../app/cv/cv-document";
import { pdfStrings } from "../pdf/poppler";
import { builtAt, fileOf, lines, siteUrl } from "./built-site";

// The CV's files (issue 67), in each language, read from the build with no browser and no PDF
// reader: the PDF is one, titled and in its language, tagged for screen readers; the JSON
// Resume validates against that ecosystem's own schema and says the owner's name. How the PDF
// reads (its text in order, within its margins) is CI's `npm run test:pdf`, which needs Poppler.

const { validate } = createRequire(import.meta.url)("@jsonresume/schema") as {
  validate(resume: unknown, done: (errors: unknown, valid: boolean) => void): void;
};
const errorsOf = (resume: unknown) =>
  new Promise((resolve) => validate(resume, (found, valid) => resolve(valid ? null : found)));

test("each language's CV PDF is a tagged PDF with the CV's title and language", () => {
  const problems: string[] = [];
  for (const language of languages) {
    const path = localePath(language, CV_PDF_PATH);
    if (!builtAt(path)) {
      problems.push(`${path} was not built`);
      continue;
    }
    const pdf = readFileSync(fileOf(path));
    const say = (problem: string) => problems.push(`${path}: ${problem}`);
    if (pdf.subarray(0, 5).toString() !== "%PDF-") say("is not a PDF");
    const { title } = cvDocumentIn(language, siteUrl);
    if (!pdfStrings(pdf, "Title").includes(title)) say(`its title is not "${title}"`);
    // The document's language and structure tree are the catalog's (a part in another
    // language names its own).
    const text = pdf.toString("latin1");
    const at = text.indexOf("/Type /Catalog");
    const catalog = at === -1 ? "" : text.slice(at, text.indexOf("endobj", at));
    if (!pdfStrings(Buffer.from(catalog, "latin1"), "Lang").includes(language))
      say(`its language is not ${language}`);
    if (!/\/StructTreeRoot \d+ 0 R/.test(catalog) || !text.includes("/Marked true"))
      say("is not tagged (no structure tree for screen readers)");
  }
  expect(problems, lines(problems)).toEqual([]);
});

test("each language's /resume.json validates against the JSON Resume schema and names the owner", async () => {
  const problems: string[] = [];
  for (const language of languages) {
    const path = localePath(language, RESUME_PATH);
    if (!builtAt(path)) {
      problems.push(`${path} was not built`);
      continue;
    }
    const resume = JSON.parse(readFileSync(fileOf(path), "utf8"));
    const errors = await errorsOf(resume);
    if (errors) problems.push(`${path}: ${JSON.stringify(errors)}`);
    const { name } = cvDocumentIn(language, siteUrl);
    if (resume.basics?.name !== name) problems.push(`${path}: its name is not "${name}"`);
  }
  expect(problems, lines(problems)).toEqual([]);
});
