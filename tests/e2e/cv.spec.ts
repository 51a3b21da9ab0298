import { site } from "#content/site.ts";
import { languages, localePath } from "#core/languages.ts";
import { CV_PATH, CV_PDF_PATH, RESUME_PATH } from "#core/page-paths.ts";
import { cvDocumentIn } from "../../app/cv/cv-document";
import { paperSize } from "../../app/cv/paper";
import { expect, test } from "./fixtures";

// The CV (issue 67) in each language, as a visitor and a printer meet it: its files served with
// their types, its page linking them, and its print: the CV alone, on its language's paper.
// Every page's own checks (axe, budgets, no React) take /cv with the other routes.

for (const language of languages) {
  const at = (path: string) => localePath(language, path);
  const cv = cvDocumentIn(language, site.url);

  test.describe(`the CV in ${language}`, () => {
    test("its PDF and JSON Resume are served with their types, and the page links both", async ({
      page,
      request,
    }) => {
      const pdf = await request.get(at(CV_PDF_PATH));
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const resume = await request.get(at(RESUME_PATH));
      expect(resume.headers()["content-type"]).toMatch(/^application\/json/);
      expect((await resume.json()).basics.name).toBe(cv.name);

      await page.goto(at(CV_PATH));
      const main = page.getByRole("main");
      for (const [name, path] of [
        [/^PDF/, CV_PDF_PATH],
        ["JSON Resume", RESUME_PATH],
      ] as const) {
        const href = await main.getByRole("link", { name }).getAttribute("href");
        expect(new URL(href ?? "", page.url()).pathname).toBe(at(path));
      }
    });

    test("prints the CV alone, on its paper, in the light colours", async ({ page }) => {
      await page.goto(at(CV_PATH));
      await page.emulateMedia({ media: "print", colorScheme: "dark" });
      await expect(page.getByRole("heading", { level: 1, name: cv.name })).toBeVisible();
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      // The particle field, a picture that names nothing, is its one canvas.
      await expect(page.locator("canvas")).toBeHidden();
      await expect(page.getByRole("link", { name: /^PDF/ })).toBeHidden();
      const scheme = await page.evaluate(
        () => getComputedStyle(document.documentElement).colorScheme,
      );
      expect(scheme).toBe("light");
      // Chromium prints it on the paper its stylesheet names.
      const printed = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
      const [width, height] = paperSize[cv.paper].map(Math.round);
      const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(printed);
      expect([Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))]).toEqual([width, height]);
    });
  });
}
