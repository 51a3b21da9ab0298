import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { defaultLanguage, languages, localePath } from "#core/languages.ts";
import { postPath } from "#core/page-paths.ts";
import { languageDir, readPosts } from "#core/published.ts";
import { formulasIn } from "../../app/blog/markdown-math.server";
import { expect, interLoaded, pageSettled, test } from "./fixtures";
import { client, htmlFile } from "./weights";

// Math in posts (issue 41): read from the owner's content, every published post in every
// language, with the formulas the build reads in its Markdown.
const posts = languages.flatMap((language) =>
  readPosts({
    drafts: false,
    ...(language === defaultLanguage ? {} : { dir: languageDir(language, "posts") }),
  }).map((post) => {
    const { inline, display } = formulasIn(post.body);
    return { path: localePath(language, postPath(post.slug)), inline, display };
  }),
);
const withMath = posts.filter((post) => post.inline.length + post.display.length > 0);

/** KaTeX's, MathJax's or Temml's own files: the MathML the build writes needs none. */
const MATH_FILES = /katex|mathjax|temml|latinmodern|stix/i;

/**
 * The scripts, stylesheets and fonts a page loads, by address, from the server each time (a
 * route turns the browser's cache off); with `withoutMath`, from its HTML with every formula
 * taken out, which is what the page would load had it no math.
 */
async function loadedFiles(page: Page, path: string, { withoutMath = false } = {}) {
  await page.unrouteAll();
  await page.route("**/*", async (route) => {
    if (!withoutMath || route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<math\b[\s\S]*?<\/math>/g, "");
    const {
      "content-encoding": _encoding,
      "content-length": _length,
      ...headers
    } = response.headers();
    await route.fulfill({ response, body, headers });
  });
  const files: string[] = [];
  const listen = (request: { resourceType(): string; url(): string }) => {
    if (["script", "stylesheet", "font"].includes(request.resourceType())) {
      files.push(new URL(request.url()).pathname);
    }
  };
  page.on("request", listen);
  await page.goto(path);
  // The font and the field's worker are asked for only once the page has painted and is idle,
  // which can be after a quiet half second on a busy machine: wait for them by what they do.
  await interLoaded(page);
  await pageSettled(page);
  await page.waitForLoadState("networkidle");
  page.off("request", listen);
  await page.unrouteAll();
  return [...new Set(files)].sort();
}

test.describe("math in posts", () => {
  test("the build ships no math script, stylesheet or font", () => {
    const assets = readdirSync(join(client, "assets"), { recursive: true, encoding: "utf8" });
    expect(assets.filter((file) => MATH_FILES.test(file))).toEqual([]);
    for (const file of assets.filter((name) => name.endsWith(".css"))) {
      const css = readFileSync(join(client, "assets", file), "utf8");
      expect(css, file).not.toMatch(/KaTeX_|font-family:\s*["']?(?:Latin Modern|STIX)/i);
    }
  });

  test("each post's page has the formulas its Markdown has, as MathML with no inline style", () => {
    for (const { path, inline, display } of posts) {
      const html = readFileSync(htmlFile(path), "utf8");
      const maths = html.match(/<math\b[^>]*>/g) ?? [];
      expect(maths.length, path).toBe(inline.length + display.length);
      expect(maths.filter((tag) => tag.includes('display="block"')).length, path).toBe(
        display.length,
      );
      const inMath = html.match(/<math\b[\s\S]*?<\/math>/g)?.join("") ?? "";
      expect(inMath, path).not.toMatch(/\sstyle=/);
    }
  });

  if (withMath.length === 0) {
    test("a post's formulas in a browser", () => {
      test.skip(true, "No published post has math; the tests above hold that none ships any.");
    });
  }

  for (const { path, inline, display } of withMath) {
    test(`${path} lays out its formulas as MathML, its TeX kept but not shown`, async ({
      page,
    }) => {
      await page.goto(path);
      const formulas = page.getByRole("main").getByRole("math");
      await expect(formulas).toHaveCount(inline.length + display.length);
      for (const formula of await formulas.all()) {
        await expect(formula).toBeVisible();
        // The browser's math layout, not unknown elements showing their TeX as text.
        expect(await formula.evaluate((math) => math.namespaceURI)).toBe(
          "http://www.w3.org/1998/Math/MathML",
        );
        await expect(formula.locator("annotation")).toBeHidden();
      }
      const tex = [...inline, ...display].map((formula) => formula.trim());
      const annotations = await page.locator("main annotation").allTextContents();
      expect(annotations.map((text) => text.trim())).toEqual(expect.arrayContaining(tex));
      // Assistive technology is handed the formulas as math.
      const tree = await page.getByRole("main").ariaSnapshot();
      expect(tree.match(/^\s*- math\b/gm)?.length ?? 0).toBe(inline.length + display.length);
    });

    test(`${path} loads no script, stylesheet or font for its math`, async ({ page }) => {
      const files = await loadedFiles(page, path);
      expect(files.filter((file) => MATH_FILES.test(file))).toEqual([]);
      expect(files).toEqual(await loadedFiles(page, path, { withoutMath: true }));
    });

    if (display.length > 0) {
      test(`${path}: at 360 px a displayed formula scrolls in its own box, by keyboard too`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 360, height: 640 });
        await page.goto(path);
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        const scrolls = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrolls, "the page scrolls sideways").toBeLessThanOrEqual(width);
        const blocks = page.locator('main math[display="block"]');
        await expect(blocks).toHaveCount(display.length);
        for (const block of await blocks.all()) {
          const box = await block.boundingBox();
          expect(box && box.x + box.width).toBeLessThanOrEqual(width);
          const wide = await block.evaluate((math) => math.scrollWidth > math.clientWidth);
          if (!wide) continue;
          await block.focus();
          await expect(block).toBeFocused();
          await page.keyboard.press("ArrowRight");
          await expect.poll(() => block.evaluate((math) => math.scrollLeft)).toBeGreaterThan(0);
        }
      });
    }
  }
});
