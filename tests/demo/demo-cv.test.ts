// `npm run check:demo`: the demo's CV (issue 67): jobs and languages in content/cv.ts for the
// CV to show, no address of its own (so "Download CV" opens the site's PDF), and each
// language's PDF within 150 KB.
import { expect, it } from "vitest";
import { checkContent } from "#core/content-check.ts";
import { languages } from "#core/languages.ts";
import { cvPdfIn } from "../../build-time/cv/cv-files.ts";

const KB = 1024;
const content = checkContent();

it("has jobs and languages, and no CV address of its own", () => {
  expect(content.cv.experience.length).toBeGreaterThanOrEqual(2);
  expect(content.cv.languages.length).toBeGreaterThanOrEqual(2);
  expect(content.profile.cv).toBeUndefined();
});

it.each(languages)("its PDF in %s is within 150 KB", async (language) => {
  const pdf = await cvPdfIn(language);
  expect(pdf.length, `${(pdf.length / KB).toFixed(1)} KB`).toBeLessThanOrEqual(150 * KB);
});
