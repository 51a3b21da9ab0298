import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { GISCUS_ORIGIN, giscusLanguage } from "../../app/comments/giscus-url.ts";
import { INTERACTIVE_ATTRIBUTE } from "../../app/shell/interactive.ts";
import { createSiteServer, watchBuildConfig } from "../../server/site-server.js";
import { expect, test } from "./fixtures";

// Comments and analytics are the owner's options, off in the demo: this spec serves the build
// made with both on (npm run build:comments, SITE_COMMENTS and SITE_ANALYTICS) on a port of its
// own. giscus.app and plausible.io are answered by stubs: nothing here needs the internet.

const dir = "build-comments";
type Config = { pageHeaders?: { paths: string[] }[] };
const config = (build: string): Config =>
  JSON.parse(readFileSync(`${build}/server-config.json`, "utf8")) as Config;

test.describe("comments, when the owner has set them", () => {
  test.skip(!existsSync(`${dir}/server-config.json`), "run `npm run build:comments` first");
  let site = "";
  let stop = async () => {};
  test.beforeAll(async () => {
    const watched = watchBuildConfig(dir);
    const server = createSiteServer({ root: `${dir}/client`, config: watched.current });
    await server.listen({ port: 0, host: "127.0.0.1" });
    site = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    stop = async () => {
      watched.stop();
      await server.close();
    };
  });
  test.afterAll(() => stop());

  // A post of the build's, whichever the content has: the pages whose policy frames giscus.
  const post = () => config(dir).pageHeaders?.[0]?.paths[0] ?? "";
  const noPost = "the content has no published post, so no page shows comments";

  /** Stubs giscus (a page that keeps the messages it gets) and Plausible; lists giscus asks. */
  async function stubbed(page: import("@playwright/test").Page) {
    const asked: URL[] = [];
    await page.route(`${GISCUS_ORIGIN}/**`, (route) => {
      asked.push(new URL(route.request().url()));
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>stub</title><script>addEventListener("message",e=>{document.title=JSON.stringify(e.data)})</script>`,
      });
    });
    await page.route("https://plausible.io/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    return asked;
  }

  async function open(page: import("@playwright/test").Page) {
    await page.goto(`${site}${post()}`);
    await page.locator(`html[${INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: "attached" });
  }

  test("nothing goes to giscus.app until the reader asks; then the frame has the page's theme and language", async ({
    page,
  }) => {
    test.skip(!post(), noPost);
    const asked = await stubbed(page);
    await open(page);
    const label = (await page.locator("[data-comments]").getAttribute("data-show-label")) ?? "";
    const show = page.getByRole("button", { name: label });
    await expect(show).toBeVisible();
    // Time for anything eager to have gone out: nothing has.
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);

    const html = page.locator("html");
    const theme = await html.getAttribute("data-theme");
    const lang = (await html.getAttribute("lang")) ?? "en";
    // From the keyboard, where the button is: a click would scroll it into view first, and
    // scrolling to the end already loads the comments (the next test).
    await show.evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await page.keyboard.press("Enter");
    await expect.poll(() => asked.length).toBe(1);
    const [widget] = asked;
    expect(widget?.pathname).toBe(`/${giscusLanguage(lang)}/widget`);
    expect(widget?.searchParams.get("theme")).toBe(theme);
    expect(widget?.searchParams.get("repo")).toBe("owner/name");
    expect(widget?.searchParams.get("origin")).toBe(`${site}${post()}`);
    const frameLabel =
      (await page.locator("[data-comments]").getAttribute("data-frame-label")) ?? "";
    await expect(page.getByTitle(frameLabel)).toBeVisible();

    // The theme toggle tells giscus.
    await page.locator("[data-theme-toggle]").first().click();
    const toggled = theme === "dark" ? "light" : "dark";
    const frame = page.frame({ url: /giscus\.app/ });
    await expect
      .poll(() => frame?.title())
      .toBe(JSON.stringify({ giscus: { setConfig: { theme: toggled } } }));
  });

  test("reaching the end of the post loads them, even before their script has come", async ({
    page,
  }) => {
    test.skip(!post(), noPost);
    const asked = await stubbed(page);
    // The reader scrolls to the end while the comments' script is still on its way.
    await page.route(/\/comments-embed-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await open(page);
    expect(asked).toEqual([]);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => asked.length).toBe(1);
  });

  test("only the posts' policy frames giscus; analytics' origin is open on every page", async ({
    request,
  }) => {
    const csp = async (path: string) =>
      (await request.get(`${site}${path}`)).headers()["content-security-policy"] ?? "";
    if (post()) expect(await csp(post())).toContain(`frame-src ${GISCUS_ORIGIN}`);
    for (const path of ["/", "/contact"]) {
      const policy = await csp(path);
      expect(policy).not.toContain("frame-src");
      expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/plausible\.io/);
      expect(policy).toContain("connect-src 'self' https://plausible.io");
    }
  });

  test("analytics loads once the page is interactive", async ({ page }) => {
    await stubbed(page);
    const loaded = page.waitForRequest("https://plausible.io/js/script.js");
    await open(page);
    await loaded;
    await expect(page.locator('script[data-domain="example.com"]')).toHaveCount(1);
  });
});

test("without the options, the site's build has one policy, no frames and no analytics", async ({
  request,
}) => {
  expect(config("build").pageHeaders).toBeUndefined();
  const built = readFileSync("build/client/_headers", "utf8");
  expect(built).not.toContain("frame-src");
  for (const path of ["/", "/contact"]) {
    const policy = (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(policy).not.toMatch(/frame-src|plausible|giscus/);
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'/);
  }
});
