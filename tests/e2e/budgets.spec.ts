import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { gzipSync } from "node:zlib";
import type { Response } from "@playwright/test";
import { postCardPath } from "#core/page-paths.ts";
import { readPosts } from "#core/published.ts";
import { siteTexts } from "#core/site-texts.ts";
import { particlesStarted } from "../particle-probe";
import {
  expect,
  inlineScriptsOf,
  pageScriptOf,
  pageSettled,
  reactHasCome,
  routes,
  scriptsOf,
  test,
  translatedRoutes,
} from "./fixtures";
import { budgets, client, gzipSize, htmlFile, kb } from "./weights";

// Byte budgets (weights.ts); what each page loads in a browser, its scripts and the first
// screen's font, is weighed on its one visit in every-page.spec.ts.

// Every route, and in each other language its home page and the page that hydrates: a
// language adds pages, not JavaScript.
const weighed = [
  ...routes,
  ...translatedRoutes.filter((route) => route.key === "/" || route.hydrates),
];

test.describe("byte budgets", () => {
  for (const { path, hydrates } of weighed) {
    test(`${path}: JavaScript before interactive ≤ ${kb(budgets.withoutReact)} gzip${hydrates ? `, React on intent ≤ ${kb(budgets.withReact)}` : ""}, CSS ≤ 20 KB gzip`, () => {
      const html = readFileSync(htmlFile(path), "utf8");
      const weigh = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(url), 0);
      const before = pageScriptOf(html);
      expect(before.length).toBeGreaterThan(0);
      // With the scripts the page carries, which come with it, compressed as one.
      const inline = inlineScriptsOf(html);
      expect(inline.length).toBeGreaterThan(0);
      const js = weigh(before) + gzipSync(inline.join(""), { level: 9 }).length;
      expect(
        js,
        `${path} loads ${kb(js)} of JavaScript before it is interactive; budget ${kb(budgets.withoutReact)}`,
      ).toBeLessThanOrEqual(budgets.withoutReact);

      // A page that hydrates names React's files in its page, to load when a visitor reaches
      // for the form; any other names none.
      const onIntent = scriptsOf(html).filter((url) => !before.includes(url));
      expect(onIntent.length > 3, `${path} names React's files`).toBe(hydrates);
      const react = weigh(onIntent);
      expect(
        react,
        `${path} loads ${kb(react)} of JavaScript on intent; budget ${kb(budgets.withReact)}`,
      ).toBeLessThanOrEqual(budgets.withReact);

      // The page carries its stylesheet (first-paint.spec.ts): weighed as it adds to the page.
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
      expect(styles.length).toBeGreaterThan(0);
      const css = gzipSync(styles.join(""), { level: 9 }).length;
      expect(
        css,
        `${path} carries ${kb(css)} of CSS; budget ${kb(budgets.css)}`,
      ).toBeLessThanOrEqual(budgets.css);
    });
  }

  test("search adds nothing a page loads before it is interactive", () => {
    for (const { path } of routes) {
      const html = readFileSync(htmlFile(path), "utf8");
      for (const url of pageScriptOf(html)) {
        const code = readFileSync(join(client, url), "utf8");
        // Its opener comes after; its dialog, Pagefind and the index when a reader opens it.
        for (const part of [siteTexts.searchLabel, "pagefind", "search-dialog"])
          expect(code.includes(part), `${path} loads ${url} with "${part}" in it`).toBe(false);
      }
    }
  });

  test("the whole first load of / ≤ 250 KB", async ({ page }) => {
    const responses: Response[] = [];
    page.on("response", (response) => responses.push(response));
    await page.goto("/");
    await pageSettled(page);
    const sizes = await Promise.all(
      responses.map(async (r) => (await r.request().sizes()).responseBodySize),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(responses.length).toBeGreaterThan(10);
    expect(
      total,
      `the first load of / transfers ${kb(total)}; budget ${kb(budgets.firstLoadOfHome)}`,
    ).toBeLessThanOrEqual(budgets.firstLoadOfHome);
  });
});

test("each post's share card is a 1200×630 picture within its budget, in every language", () => {
  const cards = readdirSync(client, { recursive: true })
    .map((file) => String(file).split(sep).join("/"))
    .filter((file) => /(^|\/)blog\/[^/]+\/share-image\.png$/.test(file));
  const posts = readPosts({ drafts: false });
  expect(cards.filter((file) => file.startsWith("blog/")).sort()).toEqual(
    posts.map((post) => `${postCardPath(post.slug).slice(1)}`).sort(),
  );
  for (const card of cards) {
    const png = readFileSync(join(client, card));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
    expect(
      png.length,
      `${card} is ${kb(png.length)}; budget ${kb(budgets.postCard)}`,
    ).toBeLessThanOrEqual(budgets.postCard);
  }
});

test("the contact form's code loads only on /contact, when a visitor reaches for the form", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  // The same files the browser received, read from the build.
  const sendsEmail = () =>
    scripts
      .splice(0)
      .some((url) => readFileSync(join(client, url), "utf8").includes("/api/v1.0/email/send"));
  // Each page is interactive (the fixture waits for it) and has started its particle field,
  // the last code a page loads, before its scripts are counted.
  for (const path of ["/", "/courses", "/projects", "/contact"]) {
    await page.goto(path);
    await particlesStarted(page);
    expect(sendsEmail(), `${path} loaded the contact form's code`).toBe(false);
  }
  await page.getByRole("textbox", { name: siteTexts.name }).focus();
  await reactHasCome(page);
  expect(sendsEmail()).toBe(true);
});
