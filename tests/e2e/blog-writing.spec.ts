import { XMLParser } from "fast-xml-parser";
import { profile } from "#content/profile.ts";
import { site } from "#content/site.ts";
import { defaultLanguage, languages, localePath } from "#core/languages.ts";
import { postPath } from "#core/page-paths.ts";
import type { PostFile } from "#core/post-file.ts";
import { languageDir, readPosts } from "#core/published.ts";
import { seriesOf, seriesPath } from "#core/series.ts";
import { textSlug } from "#core/text-slug.ts";
import { formatDate } from "../../app/blog/dates";
import { wordsIn } from "../../app/i18n/words";
import { feedFiles, llmsFile } from "../../app/site-routes";
import { escaped, expect, test } from "./fixtures";

// What a writer chooses in a post's front matter and in site.ts, as a reader meets it, in every
// language: read from the content, so it holds for any owner's posts, and for none.
const siteUrl = site.url;
const postsIn = (language: string): PostFile[] =>
  readPosts({
    drafts: false,
    ...(language === defaultLanguage ? {} : { dir: languageDir(language, "posts") }),
  });
const parser = new XMLParser({ ignoreAttributes: false, htmlEntities: true });
/** A text's template as a pattern, its {value} anything. */
const templatePattern = (template: string) =>
  new RegExp(`^${escaped(template).replace(/\\\{\w+\\\}/g, ".+")}$`);

for (const language of languages) {
  const posts = postsIn(language);
  const words = wordsIn(language);
  const at = (path: string) => localePath(language, path);
  const cards = (page: import("@playwright/test").Page) =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });

  test.describe(`writing in ${language}`, () => {
    test("llms.txt is plain text listing the language's pages and every post with its address", async ({
      request,
    }) => {
      const response = await request.get(at(llmsFile.path));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/plain; charset=utf-8$/i);
      const text = await response.text();
      expect(text.startsWith(`# ${profile.name}\n\n> `)).toBe(true);
      expect(text).toContain(`## ${words.text("pages")}\n`);
      // The pages' list leads home, in the page's language.
      const linked = [...text.matchAll(/^- \[.*\]\((.+?)\)/gm)].map((m) => m[1]);
      expect(linked).toContain(`${siteUrl}${at("/")}`);
      if (posts.length === 0) {
        expect(text).not.toContain(`## ${words.text("posts")}`);
        return;
      }
      const listed = text.slice(text.indexOf(`## ${words.text("posts")}\n`));
      expect(listed.length).toBeLessThan(text.length);
      for (const post of posts) {
        const url = `${siteUrl}${at(postPath(post.slug))}`;
        const title = post.title.replace(/([[\]\\])/g, "\\$1");
        expect(listed).toContain(`- [${title}](${url}): `);
        expect(linked).toContain(url);
      }
    });

    if (posts.length === 0) {
      test("has no archive, no series and no featured mark without posts", async ({ request }) => {
        for (const path of ["/blog", "/blog/archive"])
          expect((await request.get(at(path))).status(), path).toBe(404);
      });
      return;
    }

    test("/blog lists the featured posts first, marked, and leads to the archive", async ({
      page,
    }) => {
      await page.goto(at("/blog"));
      const listed = [...posts.filter((p) => p.featured), ...posts.filter((p) => !p.featured)];
      await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
        listed.map((post) => post.title),
      );
      for (const [i, post] of listed.entries()) {
        await expect(
          cards(page).nth(i).getByText(words.text("featured"), { exact: true }),
          post.slug,
        ).toHaveCount(post.featured ? 1 : 0);
      }
      await page.getByRole("link", { name: words.text("byYear") }).click();
      await expect(page).toHaveURL(at("/blog/archive"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.text("archive"));
    });

    test("the archive lists every post under its year, the newest year first", async ({ page }) => {
      await page.goto(at("/blog/archive"));
      const years = [...new Set(posts.map((post) => post.date.slice(0, 4)))].sort().reverse();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(years);
      for (const year of years) {
        const ofYear = posts.filter((post) => post.date.startsWith(year));
        await expect(page.getByRole("region", { name: year }).getByRole("link")).toHaveText(
          ofYear.map((post) => post.title),
        );
      }
    });

    const updated = posts.filter((post) => post.updated);
    if (updated.length > 0) {
      test("an updated post says when, and so do its data, the feeds and the sitemap", async ({
        page,
        request,
      }) => {
        const atom = parser.parse(await (await request.get(at(feedFiles.atom.path))).text());
        const atomEntries = [atom.feed.entry].flat();
        const json = await (await request.get(at(feedFiles.json.path))).json();
        const sitemap = await (await request.get("/sitemap.xml")).text();
        for (const post of posts) {
          const url = `${siteUrl}${at(postPath(post.slug))}`;
          await page.goto(at(postPath(post.slug)));
          const data = JSON.parse(
            (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
          );
          const entry = atomEntries.find((e) => e.id === url);
          const item = json.items.find((i: { id: string }) => i.id === url);
          const lastmod = sitemap.match(
            new RegExp(`<loc>${escaped(url)}</loc><lastmod>([^<]+)</lastmod>`),
          )?.[1];
          if (post.updated) {
            const facts = page.getByText(
              `${words.text("updated")} ${formatDate(post.updated, language)}`,
            );
            await expect(facts).toBeVisible();
            expect(data.dateModified).toBe(post.updated);
            expect(entry.updated.slice(0, 10)).toBe(post.updated);
            expect(entry.published.slice(0, 10)).toBe(post.date);
            expect(item.date_modified.slice(0, 10)).toBe(post.updated);
            expect(lastmod).toBe(post.updated);
          } else {
            expect(data).not.toHaveProperty("dateModified");
            expect(item).not.toHaveProperty("date_modified");
            expect(lastmod).toBe(post.date);
          }
          expect(item.date_published.slice(0, 10)).toBe(post.date);
        }
      });
    }

    const series = seriesOf(posts);
    if (series.length > 0) {
      test("each part of a series says which it is and leads to the others and the series' page", async ({
        page,
      }) => {
        for (const { name, posts: parts } of series) {
          for (const [i, part] of parts.entries()) {
            await page.goto(at(postPath(part.slug)));
            const nav = page.getByRole("navigation", {
              name: words.text("series", { series: name }),
            });
            const number = new Intl.NumberFormat(language);
            await expect(nav).toContainText(
              words.text("seriesPart", {
                part: number.format(i + 1),
                parts: number.format(parts.length),
              }),
            );
            await expect(nav.getByRole("listitem")).toHaveText(parts.map((p) => p.title));
            const others = parts.filter((p) => p.slug !== part.slug);
            await expect(nav.getByRole("list").getByRole("link")).toHaveText(
              others.map((p) => p.title),
            );
            await expect(nav.locator('[aria-current="page"]')).toHaveText(part.title);
          }
          await page
            .getByRole("navigation", { name: words.text("series", { series: name }) })
            .getByRole("link", { name: words.text("series", { series: name }) })
            .click();
          await expect(page).toHaveURL(at(seriesPath(name)));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            words.text("series", { series: name }),
          );
          await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
            parts.map((p) => p.title),
          );
        }
        const alone = posts.find((post) => post.series === undefined);
        if (alone) {
          await page.goto(at(postPath(alone.slug)));
          await expect(
            page.getByRole("navigation", { name: templatePattern(words.text("series")) }),
          ).toHaveCount(0);
        }
      });
    }

    test("each post ends with the posts sharing most of its tags, or none", async ({ page }) => {
      const slugs = (post: PostFile) => new Set(post.tags.map(textSlug));
      for (const post of posts) {
        const own = slugs(post);
        const shared = (other: PostFile) => [...slugs(other)].filter((t) => own.has(t)).length;
        const expected = posts
          .filter((other) => other.slug !== post.slug && shared(other) > 0)
          .sort(
            (a, b) =>
              shared(b) - shared(a) ||
              b.date.localeCompare(a.date) ||
              a.title.localeCompare(b.title),
          )
          .slice(0, 3);
        await page.goto(at(postPath(post.slug)));
        const related = page.getByRole("region", { name: words.text("relatedPosts") });
        if (expected.length === 0) await expect(related, post.slug).toHaveCount(0);
        else
          await expect(related.getByRole("link"), post.slug).toHaveText(
            expected.map((other) => other.title),
          );
      }
    });

    test("each post links to its file in the owner's editor when site.ts says where", async ({
      page,
    }) => {
      for (const post of posts) {
        await page.goto(at(postPath(post.slug)));
        const edit = page.getByRole("link", {
          name: new RegExp(`^${escaped(words.text("editPost"))}`),
        });
        if (!site.editUrl) {
          await expect(edit, post.slug).toHaveCount(0);
          continue;
        }
        const folder = language === defaultLanguage ? "" : `../${language}/posts/`;
        await expect(edit, post.slug).toHaveAttribute(
          "href",
          new URL(`${folder}${post.slug}.md`, site.editUrl).href,
        );
      }
    });
  });
}
