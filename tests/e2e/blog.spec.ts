import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projects } from "#content/projects.ts";
import { site } from "#content/site.ts";
import { readPosts } from "#core/published.ts";
import { siteTexts } from "#core/site-texts.ts";
import { tagPath, tagsOf } from "#core/tags.ts";
import { writeUpSlug } from "#core/write-up-slug.ts";
import { formatDate } from "../../app/blog/dates";
import { titles } from "../../app/site-routes";
import { escaped, expect, followMenu, scriptsOf, test } from "./fixtures";

// Everything here is read from content/: the posts an owner wrote and the projects with a
// write-up. An owner without posts gets the tests that the blog is absent. The feeds, and that
// no draft is published, are the owner's suite's (tests/site/feeds.spec.ts).
const posts = readPosts({ drafts: false });
const siteUrl = site.url;
const client = "build/client";

const fileOf = (path: string) => join(client, path, "index.html");

if (posts.length === 0) {
  test.describe("an owner without posts", () => {
    test("has no blog: no menu entry, no pages, no feeds and no feed links", async ({
      page,
      request,
    }) => {
      await page.goto("/");
      await page.getByRole("button", { name: siteTexts.openMenu }).click();
      const menu = page.getByRole("navigation", { name: siteTexts.mainMenu });
      await expect(menu.getByRole("link").first()).toBeVisible();
      await expect(menu.getByRole("link", { name: siteTexts.menuBlog })).toHaveCount(0);
      await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
      for (const path of ["/blog", "/rss.xml", "/atom.xml", "/feed.json"]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).not.toContain("/blog");
    });
  });
} else {
  test.describe("the blog", () => {
    test("/blog lists every published post, featured then newest first, with date, reading time and tags", async ({
      page,
    }) => {
      await page.goto("/blog");
      const items = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") });
      await expect(items).toHaveCount(posts.length);
      const listed = [...posts.filter((p) => p.featured), ...posts.filter((p) => !p.featured)];
      for (const [i, post] of listed.entries()) {
        const item = items.nth(i);
        await expect(item.getByRole("heading", { level: 2 })).toHaveText(post.title);
        await expect(item.locator("time")).toHaveAttribute("datetime", post.date);
        await expect(item.locator("time")).toHaveText(formatDate(post.date));
        await expect(item).toContainText(`${post.readingMinutes} min read`);
        await expect(item).toContainText(post.description);
        for (const tag of post.tags)
          await expect(item.getByRole("list", { name: siteTexts.tags })).toContainText(tag);
      }
      await items.first().getByRole("link", { name: listed[0]?.title }).click();
      await expect(page).toHaveURL(`/blog/${listed[0]?.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(listed[0]?.title ?? "");
    });

    test("the menu links to the blog", async ({ page }) => {
      await page.goto("/");
      await followMenu(page, "Blog");
      await expect(page).toHaveURL("/blog");
    });

    // The tag most posts carry, and the first post that carries it.
    const tag = tagsOf(posts).sort((a, b) => b.posts - a.posts)[0];
    const tagged = posts.filter((post) => tag && post.tags.includes(tag.name));
    if (tag) {
      test("a tag on a post and on /blog leads to the tag's page, listing its posts newest first", async ({
        page,
      }) => {
        const listed = () =>
          page
            .getByRole("main")
            .getByRole("listitem")
            .filter({ has: page.getByRole("heading") })
            .getByRole("heading", { level: 2 });
        await page.goto(`/blog/${tagged[0]?.slug}`);
        await page
          .getByRole("article")
          .getByRole("list", { name: siteTexts.tags })
          .getByRole("link", { name: tag.name, exact: true })
          .click();
        await expect(page).toHaveURL(tagPath(tag.name));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles.tag(tag.name));
        await expect(listed()).toHaveText(tagged.map((post) => post.title));

        // On /blog the chip takes the tap, not the card's link around it.
        await page.goto("/blog");
        const card = page
          .getByRole("main")
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: tagged[0]?.title, exact: true }) });
        await card
          .getByRole("list", { name: siteTexts.tags })
          .getByRole("link", { name: tag.name, exact: true })
          .click();
        await expect(page).toHaveURL(tagPath(tag.name));
        await expect(listed()).toHaveText(tagged.map((post) => post.title));
      });
    }

    test("every tag has its page; one with a single post asks not to be indexed", async ({
      request,
    }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      for (const { name, posts: count } of tagsOf(posts)) {
        const response = await request.get(tagPath(name));
        expect(response.status(), name).toBe(200);
        const noindex = (await response.text()).includes('<meta name="robots" content="noindex"/>');
        expect(noindex, name).toBe(count < 2);
        expect(sitemap.includes(`${siteUrl}${tagPath(name)}<`), name).toBe(count >= 2);
      }
    });

    const withCode = posts.find((post) => /^```\w+/m.test(post.body));
    if (withCode) {
      test("code is highlighted in the HTML, and the page loads no script beyond the shared ones", async ({
        page,
      }) => {
        await page.goto(`/blog/${withCode.slug}`);
        const blocks = withCode.body.match(/^```\w+/gm) ?? [];
        const pre = page.getByRole("article").locator("pre");
        await expect(pre).toHaveCount(blocks.length);
        expect(await pre.first().locator("span[class^='code-token-']").count()).toBeGreaterThan(0);
        expect(await pre.evaluateAll((all) => all.some((el) => el.querySelector("[style]")))).toBe(
          false,
        );

        // The post's scripts: those every page loads, the blog's (dates, tags) and its own small
        // route module.
        const own = scriptsOf(readFileSync(fileOf(`blog/${withCode.slug}`), "utf8"));
        const shared = ["courses", "blog"].flatMap((path) =>
          scriptsOf(readFileSync(fileOf(path), "utf8")),
        );
        const extra = own.filter((url) => !shared.includes(url));
        expect(extra.length, `extra scripts: ${extra.join(", ")}`).toBeLessThanOrEqual(1);
        for (const url of own) {
          const code = readFileSync(join(client, url), "utf8");
          expect(code, `${url} carries highlighting or Markdown code`).not.toMatch(
            /shiki|createHighlighter|micromark|remark|rehype/,
          );
        }
      });
    }

    const withImage = posts.find((post) => /!\[[^\]]*\]\((?!https?:)/.test(post.body));
    if (withImage) {
      test("a post's images are responsive AVIF/WebP pictures with their size set", async ({
        page,
      }) => {
        await page.goto(`/blog/${withImage.slug}`);
        const images = page.locator(".prose picture");
        expect(await images.count()).toBeGreaterThan(0);
        for (const picture of await images.all()) {
          await expect(picture.locator('source[type="image/avif"]')).toHaveCount(1);
          await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);
          const img = picture.locator("img");
          await expect(img).toHaveAttribute("width", /^\d+$/);
          await expect(img).toHaveAttribute("height", /^\d+$/);
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
            .toBeGreaterThan(0);
        }
      });
    }

    test("an unknown post answers 404 with the 404 page", async ({ page }) => {
      const response = await page.goto("/blog/no-such-post-here");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles.notFound);
    });

    test("each code block has a copy button, loaded after the page, that copies the code", async ({
      page,
      context,
    }) => {
      const withCode = posts.filter((post) => /^(```|~~~)/m.test(post.body));
      const without = posts.find((post) => !withCode.includes(post));
      // A post without code loads no copy code and shows no button.
      if (without) {
        const loaded: string[] = [];
        page.on("request", (request) => loaded.push(request.url()));
        await page.goto(`/blog/${without.slug}`);
        await expect(page.getByRole("button", { name: siteTexts.copyCode })).toHaveCount(0);
        expect(loaded.filter((url) => /copy-code/.test(url))).toEqual([]);
      }
      const post = withCode[0];
      if (!post) return;
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const html = readFileSync(fileOf(`/blog/${post.slug}`), "utf8");
      // Not in the page as sent, nor among the scripts it loads before it is interactive.
      expect(html).not.toContain('class="copy-code"');
      expect(scriptsOf(html).filter((url) => /copy-code/.test(url))).toEqual([]);
      await page.goto(`/blog/${post.slug}`);
      // The fenced blocks as written: their count, and the first one's code.
      const fences = [...post.body.matchAll(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1/gm)];
      const buttons = page.getByRole("button", { name: siteTexts.copyCode });
      await expect(buttons).toHaveCount(fences.length);
      // Each button sits above its block's first line, so it covers no code, on a phone too.
      const desktop = page.viewportSize();
      for (const width of [360, desktop?.width ?? 1280]) {
        await page.setViewportSize({ width, height: desktop?.height ?? 800 });
        for (const [index, block] of (await page.locator("pre code").all()).entries()) {
          const button = await buttons.nth(index).boundingBox();
          const codeBox = await block.boundingBox();
          expect(
            button && codeBox && button.y + button.height <= codeBox.y,
            `block ${index + 1}, ${width} px`,
          ).toBe(true);
        }
      }
      const code = fences[0]?.[2] ?? "";
      await buttons.first().click();
      await expect(page.getByRole("button", { name: siteTexts.copied })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Code copied" })).toBeAttached();
      // The code as the page shows it, and as written where no comment marks a line (the page
      // leaves those out: docs/writing.md).
      const copied = (await page.evaluate(() => navigator.clipboard.readText())).trimEnd();
      expect(copied).toBe(((await page.locator("pre code").first().textContent()) ?? "").trimEnd());
      if (!/\[\\?!code /i.test(code)) expect(copied).toBe(code.trimEnd());
    });
  });
}

const withWriteUp = projects.filter((project) => project.writeUp);
test.describe("project write-ups", () => {
  test("only projects with a write-up link to one, and it shows the screenshots, links and story", async ({
    page,
  }) => {
    await page.goto("/projects");
    const list = page.getByRole("list", { name: siteTexts.projectList });
    await expect(
      list.getByRole("link", { name: new RegExp(`^${escaped(siteTexts.readWriteUp)}`) }),
    ).toHaveCount(withWriteUp.length);
    for (const project of withWriteUp) {
      await page.goto("/projects");
      // Chromium reads the hidden ": <title>" as a box of its own, with a space before it.
      const name = `^${escaped(siteTexts.readWriteUp)}\\s?: ${escaped(project.title)}$`;
      await page.getByRole("link", { name: new RegExp(name) }).click();
      await expect(page).toHaveURL(`/projects/${writeUpSlug(project.writeUp ?? "")}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      for (const device of ["desktop", "tablet", "phone"]) {
        const shot = page.getByRole("img", { name: `${project.title} on a ${device}` });
        await expect(shot).toHaveAttribute("width", /^\d+$/);
        await expect
          .poll(() => shot.evaluate((el: HTMLImageElement) => el.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expect(
        page.getByRole("link", { name: new RegExp(`^${escaped(siteTexts.liveSite)}`) }),
      ).toHaveAttribute("href", project.href);
      expect(await page.locator(".prose").textContent()).toBeTruthy();
    }
  });
});
