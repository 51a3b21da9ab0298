// The CV's files beside its page, in every language: /cv.pdf and /resume.json (/de/cv.pdf,
// /de/resume.json…), made from the content (build-time/vite-plugins/cv-files.ts writes them into
// the build and serves them in `npm run dev`).
import { cachedByHash, type HashCache, madeBy } from "#core/hash-cache.ts";
import { languages, localePath } from "#core/languages.ts";
import { contentIn } from "#core/local-content.ts";
import { cvIn } from "#core/local-cv.ts";
import { CV_PDF_PATH, RESUME_PATH } from "#core/page-paths.ts";
import { cvDocumentIn } from "../../app/cv/cv-document.ts";
import { wordsIn } from "../../app/i18n/words.ts";
import { resolveSiteUrl } from "../build-settings.ts";
import { parseColor } from "../design-tokens.ts";
import { siteColors } from "../owner-look.ts";
import { jsonResume } from "./json-resume.ts";
import type { PdfColors } from "./pdf-blocks.ts";

/** The light theme's colours, the owner's accent in them: a CV is printed on white, whatever
 * the site's theme. */
export function pdfColors(): PdfColors {
  const colors = siteColors("light");
  const hex = (name: string) => {
    const value = colors[name];
    if (!value) throw new Error(`tokens.css: --color-${name} is not defined`);
    const [r, g, b] = parseColor(value);
    return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
  };
  return {
    text: hex("text"),
    muted: hex("muted"),
    accent: hex("accent"),
    rule: hex("border-strong"),
  };
}

/**
 * The date the PDF says it was made: SOURCE_DATE_EPOCH when the build sets it (the convention of
 * reproducible builds), else a fixed one, never the build's own day, so the same content makes
 * the same file.
 */
export function cvDate(epoch = process.env.SOURCE_DATE_EPOCH): Date {
  const seconds = Number(epoch);
  return epoch && Number.isInteger(seconds)
    ? new Date(seconds * 1000)
    : new Date(Date.UTC(2000, 0, 1));
}

/** The JSON Resume of a language, as its file holds it. */
export function resumeJsonIn(language: string, siteUrl = resolveSiteUrl()): string {
  const resume = jsonResume({
    ...contentIn(language),
    language,
    cv: cvIn(language),
    siteUrl,
    technologies: wordsIn(language).text("technologies"),
  });
  return `${JSON.stringify(resume, null, 2)}\n`;
}

/**
 * The PDFs made before, by their document, colours and date and by the code that sets them
 * (the renderer's modules and the packages: PDFKit, the subsetter, the fonts), which reads
 * nothing else: a rebuild whose CV is unchanged sets no PDF, a second of its thread.
 */
export const CV_PDF_CACHE: HashCache = {
  dir: "node_modules/.cache/cv-pdf",
  code: madeBy("build-time/cv/pdf-render.ts"),
};

/** The PDF of a language. PDFKit is loaded with the first not kept, not with the config that
 * imports this module: the dev server starts without waiting for it. */
export async function cvPdfIn(language: string, siteUrl = resolveSiteUrl()): Promise<Buffer> {
  const document = cvDocumentIn(language, siteUrl);
  const options = { colors: pdfColors(), created: cvDate() };
  const input = JSON.stringify([document, options]);
  const pdf = await cachedByHash(CV_PDF_CACHE, input, async () => {
    const { renderCvPdf } = await import("./pdf-render.ts");
    return (await renderCvPdf(document, options)).toString("base64");
  });
  return Buffer.from(pdf, "base64");
}

/** Every language's CV files: their names in the build (no leading slash) and their bytes. */
export async function cvFiles(siteUrl = resolveSiteUrl()) {
  const files: { fileName: string; source: Buffer | string }[] = [];
  for (const language of languages) {
    files.push({
      fileName: localePath(language, CV_PDF_PATH).slice(1),
      source: await cvPdfIn(language, siteUrl),
    });
    files.push({
      fileName: localePath(language, RESUME_PATH).slice(1),
      source: resumeJsonIn(language, siteUrl),
    });
  }
  return files;
}
