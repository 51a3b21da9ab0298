import { site } from "#content/site.ts";
import { languages, localePath } from "#core/languages.ts";
import { CV_PATH, CV_PDF_PATH, RESUME_PATH } from "#core/page-paths.ts";
import { cvDocumentIn } from "../../app/cv/cv-document";
import { paperSize } from "../../app/cv/paper";
import { wordsIn } from "../../app/i18n/words";
import { expect, test } from "./fixtures";

// The CV (issue 67) in each language, as a visitor and a printer meet it: its files served with
// their types, its page linking them, and its print: the CV alone, on its language's paper.
// Every page's own checks (axe, budgets, no React) take /cv with the other routes.

for (const language of languages) {
  const at = (path: string) => localePath(language, path);
  const cv = cvDocumentIn(language, site.url);
  const words = wordsIn(language);

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
      const files = page.getByRole("navigation", { name: words.text("cvFiles") });
      const links = files.getByRole("link");
      await expect(links).toHaveCount(2);
      expect(new URL((await links.nth(0).getAttribute("href")) ?? "", page.url()).pathname).toBe(
        at(CV_PDF_PATH),
      );
      expect(new URL((await links.nth(1).getAttribute("href")) ?? "", page.url()).pathname).toBe(
        at(RESUME_PATH),
      );
    });

    test("prints the CV alone, on its paper, in the light colours", async ({ page }) => {
      await page.goto(at(CV_PATH));
      await page.emulateMedia({ media: "print", colorScheme: "dark" });
      await expect(page.getByRole("heading", { level: 1, name: cv.name })).toBeVisible();
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      // The particle field, a picture that names nothing, is its one canvas.
      await expect(page.locator("canvas")).toBeHidden();
      await expect(page.getByRole("navigation", { name: words.text("cvFiles") })).toBeHidden();
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
