import type { Page } from "@playwright/test";
import { profile } from "#content/profile.ts";
import { siteTexts } from "#core/site-texts.ts";
import { SEARCH_READY_ATTRIBUTE } from "../../app/search/search-link";
import { hasSearch, titles } from "../../app/site-routes";
import { bodyOnlyWord } from "../search-words";
import { published } from "../site-pages";
import { expect, followMenu, homeLinkName, pageSettled, routes, test } from "./fixtures";
import { basePathBuild, basePathBuilt, basePathPort } from "./ports";

// The build made by `npm run build:base-path`: BASE_PATH=/my-portfolio/, a SITE_URL under it,
// and the policy in a <meta> tag, as the GitHub Pages workflow builds it.
const base = "/my-portfolio";
const siteUrl = "https://mira.example.github.io/my-portfolio";

test.use({ baseURL: `http://localhost:${basePathPort}` });

// playwright.config.ts serves this build only when it is there.
test.beforeAll(() => {
  if (!basePathBuilt())
    throw new Error(`No build in ${basePathBuild}/: run \`npm run build:base-path\` first.`);
});

/** Fails on any request under this origin that does not succeed (a link or asset missing its base). */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    const expected404 = url.pathname === `${base}/no-such-page`;
    if (url.port === String(basePathPort) && response.status() >= 400 && !expected404) {
      failures.push(`${response.status()} ${url.pathname}`);
    }
  });
  // A request the next navigation cancels (a link's prefetch, a script still loading) is no
  // missing file: a missing one answers 404 above.
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText !== "net::ERR_ABORTED")
      failures.push(`failed ${request.url()}`);
  });
  return failures;
}

test("every page, asset and link works under the base path", async ({ page }) => {
  const failures = watchFailures(page);
  await page.goto(`${base}/`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(profile.name);
  const pages = [
    { path: "/courses", label: "Courses", heading: titles.courses },
    { path: "/projects", label: "Projects", heading: titles.projects },
    { path: "/contact", label: "Contact", heading: titles.contact },
  ];
  for (const { path, label, heading } of pages) {
    await followMenu(page, label);
    await expect(page).toHaveURL(`${base}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  await expect(page.getByRole("list", { name: siteTexts.projectList })).toHaveCount(0); // on /contact now
  await page.goto(`${base}/projects`);
  await expect(page.getByRole("list", { name: siteTexts.projectList })).toBeVisible();
  await page.getByRole("link", { name: homeLinkName }).click();
  await expect(page).toHaveURL(`${base}/`);
  await pageSettled(page);
  expect(failures).toEqual([]);
});

test("each route's HTML, icons and share card use the base path", async ({ page, request }) => {
  for (const { path } of routes) {
    const response = await request.get(`${base}${path}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/(?:href|src)="\/(?!my-portfolio\/)/);
  }
  await page.goto(`${base}/courses`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/courses`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${siteUrl}/share-image.png`,
  );
  for (const file of ["share-image.png", "favicon.svg", "site.webmanifest", "robots.txt"]) {
    expect((await request.get(`${base}/${file}`)).status(), file).toBe(200);
  }
  const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${siteUrl}/projects</loc>`);
});

test("unknown paths show a working 404 page", async ({ page }) => {
  const failures = watchFailures(page);
  const response = await page.goto(`${base}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles.notFound);
  await page.getByRole("link", { name: siteTexts.backHome }).click();
  await expect(page).toHaveURL(`${base}/`);
  expect(failures).toEqual([]);
});

test("the contact form still reaches the outbox", async ({ page }) => {
  await page.goto(`${base}/contact`);
  await page.getByRole("textbox", { name: siteTexts.name }).fill("Base Path Visitor");
  await page.getByRole("textbox", { name: siteTexts.email }).fill("base@example.com");
  await page.getByRole("textbox", { name: siteTexts.message }).fill("Sent from a project site.");
  await page.getByRole("button", { name: siteTexts.send }).click();
  await expect(page.getByRole("status")).toHaveText(siteTexts.sent);
});

test("the policy travels in a <meta> tag for hosts without headers", async ({ request }) => {
  const html = await (await request.get(`${base}/`)).text();
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  expect(policy).toMatch(/script-src 'self'( 'wasm-unsafe-eval')? 'sha256-/);
  expect(policy).not.toContain("frame-ancestors");
});

test("search loads its index and leads to its results under the base path", async ({ page }) => {
  const found = hasSearch(published) ? bodyOnlyWord() : null;
  test.skip(found === null, "no search, or no post with a word of its own");
  if (!found) return;
  const failures = watchFailures(page);
  await page.goto(`${base}/`);
  await page.locator(`html[${SEARCH_READY_ATTRIBUTE}]`).waitFor({ state: "attached" });
  await page.getByRole("link", { name: titles.search }).click();
  await page.getByRole("searchbox", { name: siteTexts.searchLabel }).fill(found.word);
  await page.getByRole("link", { name: found.post.title, exact: true }).click();
  await expect(page).toHaveURL(`${base}/blog/${found.post.slug}`);
  expect(failures).toEqual([]);
});
