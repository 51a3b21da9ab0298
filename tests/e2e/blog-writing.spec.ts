import { domainToUnicode } from "node:url";
import type { Element } from "hast";
import type { FootnoteDefinition } from "mdast";
import rehypeGithubAlert from "rehype-github-alert";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { profile } from "#content/profile.ts";
import { site } from "#content/site.ts";
import { defaultLanguage, languages, localePath } from "#core/languages.ts";
import { CV_PATH, CV_PDF_PATH, postPath, RESUME_PATH } from "#core/page-paths.ts";
import type { PostFile } from "#core/post-file.ts";
import { languageDir, readPosts } from "#core/published.ts";
import { seriesOf, seriesPath } from "#core/series.ts";
import { textSlug } from "#core/text-slug.ts";
import { type AlertKind, alertKindOf, alertNamesIn } from "../../app/blog/alert-names";
import { codeTitleOf } from "../../app/blog/code-title";
import { MIN_SECTIONS } from "../../app/blog/contents";
import { formatDate } from "../../app/blog/dates";
import { firstLineNumberOf } from "../../app/blog/line-numbers";
import { formatNumber } from "../../app/blog/numbers";
import { wordsIn } from "../../app/i18n/words";
import { llmsFile } from "../../app/site-routes";
import { escaped, expect, test } from "./fixtures";

// What a writer chooses in a post's front matter and in site.ts, as a reader meets it, in every
// language: read from the content, so it holds for any owner's posts, and for none.
const siteUrl = site.url;
const postsIn = (language: string): PostFile[] =>
  readPosts({
    drafts: false,
    ...(language === defaultLanguage ? {} : { dir: languageDir(language, "posts") }),
  });
/** A text's template as a pattern, its {value} anything. */
const templatePattern = (template: string) =>
  new RegExp(`^${escaped(template).replace(/\\\{\w+\\\}/g, ".+")}$`);
/** The address's fragment as written: a heading's id may hold letters beyond ASCII. */
const hashOf = (page: import("@playwright/test").Page) =>
  decodeURIComponent(new URL(page.url()).hash);
/** A post's sections: its headings of level 2 and 3 outside code. */
const sectionsOf = (body: string) =>
  body.replace(/```[\s\S]*?```/g, "").match(/^#{2,3} .+$/gm) ?? [];
/** A post's Markdown as remark reads it, with the build's syntax extensions. */
const markdownTreeOf = (body: string) =>
  unified().use(remarkParse).use(remarkGfm).use(remarkMath).parse(body);
/**
 * The HTML remark makes of a post's Markdown, alerts apart as the build has them (an alert's own
 * first line is a paragraph apart from what follows it).
 */
const htmlTreeOf = async (body: string) => {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkRehype)
    .use(rehypeGithubAlert);
  return processor.run(processor.parse(body));
};
/**
 * How many footnotes a post's page lists, read as remark-gfm reads them: the notes the text
 * refers to and defines, then those only a listed note refers to.
 */
const footnotesOf = (body: string): number => {
  const tree = markdownTreeOf(body);
  const defined = new Map<string, FootnoteDefinition>();
  visit(tree, "footnoteDefinition", (note) => {
    if (!defined.has(note.identifier)) defined.set(note.identifier, note);
  });
  const listed: string[] = [];
  const list = (node: { type: string; identifier?: string }) => {
    if (node.type !== "footnoteReference" || !node.identifier) return;
    if (defined.has(node.identifier) && !listed.includes(node.identifier))
      listed.push(node.identifier);
  };
  visit(tree, (node) => (node.type === "footnoteDefinition" ? SKIP : list(node)));
  for (let i = 0; i < listed.length; i++)
    visit(defined.get(listed[i] as string) as FootnoteDefinition, list);
  return listed.length;
};
/** The titles of a post's code blocks that have one, in order. */
const codeTitlesOf = (body: string): string[] => {
  const tree = markdownTreeOf(body);
  const titles: string[] = [];
  visit(tree, "code", (code) => {
    // A ```math fence is a formula, not code: KaTeX draws it, with no title.
    if (code.lang === "math") return;
    const title = codeTitleOf(code.meta);
    if (title) titles.push(title);
  });
  return titles;
};
/**
 * The captions of a post's images, in order: each image alone in its paragraph (or alone in a
 * link there) with a title. Read from the HTML remark gives the Markdown, where a tight list's
 * items have no paragraphs and an image written by reference has its definition's title.
 */
const captionsOf = async (body: string): Promise<string[]> => {
  const tree = await htmlTreeOf(body);
  const alone = (node: Element) => {
    const content = node.children.filter((child) => child.type !== "text" || child.value.trim());
    return content.length === 1 && content[0]?.type === "element" ? content[0] : undefined;
  };
  const captions: string[] = [];
  visit(tree, "element", (node: Element) => {
    if (node.tagName !== "p") return;
    const only = alone(node);
    const image = only?.tagName === "a" ? alone(only) : only;
    const caption = image?.tagName === "img" ? String(image.properties.title ?? "").trim() : "";
    if (caption) captions.push(caption);
  });
  return captions;
};
/** The number of each code block's first line, in order: undefined for a block that shows none. */
const firstLineNumbersOf = (body: string): (number | undefined)[] => {
  const tree = markdownTreeOf(body);
  const firsts: (number | undefined)[] = [];
  visit(tree, "code", (code) => {
    if (code.lang !== "math") firsts.push(firstLineNumberOf(code.meta));
  });
  return firsts;
};
/** The kinds of a post's alerts in order, read as the build reads them (rehype-github-alert). */
const alertsOf = async (body: string): Promise<AlertKind[]> => {
  const tree = await htmlTreeOf(body);
  const kinds: AlertKind[] = [];
  visit(tree, "element", (node: Element) => {
    const kind = node.tagName === "div" ? alertKindOf(node.properties.className) : undefined;
    if (kind) kinds.push(kind);
  });
  return kinds;
};

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
      // The CV's page, then its files (issue 67).
      for (const path of [CV_PATH, CV_PDF_PATH, RESUME_PATH])
        expect(linked).toContain(`${siteUrl}${at(path)}`);
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

    // Each post's page, visited once, for everything a reader meets on it: what it says of
    // itself and where it leads (what it tells a crawler, its data, feeds and share card, is
    // read from the build by tests/site/). A blog grows by posts, and each visit costs a
    // browser's page load, so the checks of one post share one visit.
    const long = (post: PostFile) => sectionsOf(post.body).length >= MIN_SECTIONS;
    const series = seriesOf(posts);
    for (const [i, post] of posts.entries()) {
      test(`${post.slug}: its facts, headings, contents, neighbours, series, related posts and edit link`, async ({
        page,
      }) => {
        const url = `${siteUrl}${at(postPath(post.slug))}`;
        await page.goto(at(postPath(post.slug)));
        const article = page.getByRole("article");

        await test.step("title, date, update and reading time", async () => {
          await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
          await expect(article.locator("time").first()).toHaveAttribute("datetime", post.date);
          await expect(article).toContainText(
            words.text("readingTime", { minutes: formatNumber(post.readingMinutes, language) }),
          );
          if (post.updated) {
            await expect(
              page.getByText(`${words.text("updated")} ${formatDate(post.updated, language)}`),
            ).toBeVisible();
          }
        });

        await test.step("every heading the owner wrote links to its own section", async () => {
          const written = post.body.replace(/```[\s\S]*?```/g, "").match(/^#{2,6} .+$/gm) ?? [];
          // The footnotes' own heading, hidden on screen, is not one of them.
          const headings = article.locator(
            ".prose :is(h2, h3, h4, h5, h6):not([data-footnotes] *)",
          );
          await expect(headings).toHaveCount(written.length);
          for (const heading of await headings.all()) {
            const id = await heading.getAttribute("id");
            expect(id).toBeTruthy();
            await expect(heading.getByRole("link")).toHaveAttribute("href", `#${id}`);
          }
          if (written.length > 0) {
            await headings.first().getByRole("link").click();
            const id = await headings.first().getAttribute("id");
            await expect.poll(() => hashOf(page)).toBe(`#${id}`);
          }
        });

        await test.step(
          long(post) ? "its contents link to each section" : "no contents",
          async () => {
            const contents = page.getByRole("navigation", { name: words.text("contents") });
            if (!long(post)) {
              await expect(contents).toHaveCount(0);
              return;
            }
            const links = contents.getByRole("link");
            await expect(links).toHaveCount(sectionsOf(post.body).length);
            for (const link of await links.all()) {
              const id = (await link.getAttribute("href"))?.slice(1) ?? "";
              const heading = article.locator(`[id="${id}"]`);
              await expect(heading).toHaveText((await link.textContent()) ?? "");
              await expect(heading).toHaveRole("heading");
            }
            const last = links.last();
            const href = (await last.getAttribute("href")) ?? "";
            await last.click();
            await expect.poll(() => hashOf(page)).toBe(href);
            await expect(article.locator(`[id="${href.slice(1)}"]`)).toBeInViewport();
          },
        );

        const notes = footnotesOf(post.body);
        await test.step(
          notes ? "each footnote's reference leads to its note, and back" : "no footnotes",
          async () => {
            const section = article.locator("section[data-footnotes]");
            await expect(section).toHaveCount(notes ? 1 : 0);
            if (!notes) return;
            await expect(section.getByRole("heading")).toHaveText(words.text("footnotes"));
            await expect(section.getByRole("listitem")).toHaveCount(notes);
            const header = await page.getByRole("banner").boundingBox();
            for (let index = 0; index < notes; index++) {
              const number = String(index + 1);
              const reference = article
                .locator("a[data-footnote-ref]")
                .filter({ hasText: new RegExp(`^${number}$`) })
                .first();
              const to = (await reference.getAttribute("href")) ?? "";
              await reference.click();
              await expect.poll(() => hashOf(page)).toBe(to);
              const note = article.locator(`[id="${to.slice(1)}"]`);
              await expect(note).toBeInViewport();
              // Not under the sticky header.
              await expect
                .poll(async () => (await note.boundingBox())?.y ?? -1)
                .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
              const back = note.getByRole("link", {
                name: words.text("backToReference", { number }),
                exact: true,
              });
              const from = (await back.getAttribute("href")) ?? "";
              await back.click();
              await expect.poll(() => hashOf(page)).toBe(from);
              await expect(article.locator(`[id="${from.slice(1)}"]`)).toBeInViewport();
            }
          },
        );

        const titles = codeTitlesOf(post.body);
        await test.step(
          titles.length ? "each titled code block is named by its title" : "no titled code",
          async () => {
            await expect(
              article.getByRole("figure").filter({ has: page.getByRole("code") }),
            ).toHaveCount(titles.length);
            for (const title of new Set(titles)) {
              const named = article.getByRole("figure", { name: title, exact: true });
              await expect(named).toHaveCount(titles.filter((other) => other === title).length);
              await expect(named.first().getByRole("code")).toBeVisible();
            }
          },
        );

        const firsts = firstLineNumbersOf(post.body);
        await test.step(
          firsts.some((first) => first !== undefined)
            ? "its line numbers, where the writer asked for them"
            : "no line numbers",
          async () => {
            const blocks = article.locator("pre");
            await expect(blocks).toHaveCount(firsts.length);
            for (const [index, first] of firsts.entries()) {
              // What each line shows before its code: its number, or nothing.
              const shown = await blocks
                .nth(index)
                .locator("code > span")
                .evaluateAll((lines) =>
                  lines.map((line) => {
                    const gutter = line.firstElementChild;
                    const drawn = gutter ? getComputedStyle(gutter, "::before").content : "none";
                    return /^"\d+"$/.test(drawn) ? Number(drawn.slice(1, -1)) : null;
                  }),
                );
              expect(shown, `block ${index + 1}`).toEqual(
                shown.map((_, line) => (first === undefined ? null : first + line)),
              );
            }
            if (firsts.every((first) => first === undefined)) return;
            // On a phone, a long line scrolled sideways passes under the numbers, which stay.
            const viewport = page.viewportSize();
            await page.setViewportSize({ width: 360, height: viewport?.height ?? 800 });
            for (const [index, first] of firsts.entries()) {
              if (first === undefined) continue;
              const moved = await blocks.nth(index).evaluate((pre) => {
                const gutter = pre.querySelector("code > span > :first-child");
                if (!gutter || pre.scrollWidth <= pre.clientWidth) return 0;
                const before = gutter.getBoundingClientRect().left;
                pre.scrollLeft = pre.scrollWidth;
                const after = gutter.getBoundingClientRect().left;
                pre.scrollLeft = 0;
                return after - before;
              });
              expect(Math.abs(moved), `block ${index + 1}, scrolled sideways`).toBeLessThan(1);
            }
            if (viewport) await page.setViewportSize(viewport);
          },
        );

        const captions = await captionsOf(post.body);
        await test.step(
          captions.length ? "each captioned image is a figure named by its caption" : "no captions",
          async () => {
            const figures = article.getByRole("figure").filter({ has: page.locator("img") });
            await expect(figures).toHaveCount(captions.length);
            for (const [index, caption] of captions.entries()) {
              const figure = figures.nth(index);
              await expect(figure).toHaveAccessibleName(caption.replace(/\s+/g, " "));
              // Seen under the image, not only heard.
              const seen = figure.getByText(caption.replace(/\s+/g, " "), { exact: true });
              await expect(seen).toBeVisible();
              const [image, text] = await Promise.all(
                [figure.locator("img"), seen].map((part) => part.boundingBox()),
              );
              if (!image || !text)
                throw new Error(`"${caption}": its image or caption is not laid out`);
              expect(text.y).toBeGreaterThan(image.y + image.height - 1);
            }
          },
        );

        await test.step(
          post.canonical ? "where it was first published, linked" : "no other first home",
          async () => {
            const template = words.text("firstPublishedOn");
            const links = article.getByRole("link", {
              name: new RegExp(`^${escaped(template).replace(/\\\{\w+\\\}/g, ".+")}`),
            });
            // Search engines are sent to the first home; a card shared from here leads here.
            const head = page.locator("head");
            await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
              "href",
              post.canonical ?? url,
            );
            await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
            if (!post.canonical) return await expect(links).toHaveCount(0);
            // The site as its readers write it: bücher.de, not its punycode.
            const host = domainToUnicode(new URL(post.canonical).hostname).replace(/^www\./, "");
            const link = article.getByRole("link", {
              name: words.text("firstPublishedOn", { site: host }),
            });
            await expect(link).toBeVisible();
            await expect(link).toHaveAttribute("href", post.canonical);
          },
        );

        const alerts = await alertsOf(post.body);
        await test.step(
          alerts.length ? "its alerts, titled in its language" : "no alerts",
          async () => {
            const notes = article.getByRole("note");
            await expect(notes).toHaveCount(alerts.length);
            const names = alertNamesIn(words);
            for (const [index, kind] of alerts.entries()) {
              const note = notes.nth(index);
              const title = note.locator("p").first();
              await expect(title).toHaveText(names[kind].text);
              // A title the page's language has no word for is marked with the site's language.
              await expect(title.locator("[lang]")).toHaveCount(names[kind].lang ? 1 : 0);
              await expect(note).toBeVisible();
            }
          },
        );

        await test.step("the posts written before and after it", async () => {
          const nav = page.getByRole("navigation", { name: words.text("previousAndNext") });
          for (const [key, other] of [
            ["previousPost", posts[i + 1]],
            ["nextPost", posts[i - 1]],
          ] as const) {
            const label = words.text(key);
            const link = nav.getByRole("link", { name: new RegExp(`^${escaped(label)}`) });
            if (!other) {
              await expect(link, label).toHaveCount(0);
              continue;
            }
            await expect(link).toHaveAccessibleName(`${label} ${other.title}`);
            await expect(link).toHaveAttribute("href", at(postPath(other.slug)));
          }
        });

        const inSeries = series.find(({ posts: parts }) =>
          parts.some((part) => part.slug === post.slug),
        );
        await test.step(inSeries ? "which part of its series it is" : "no series", async () => {
          if (!inSeries) {
            await expect(
              page.getByRole("navigation", { name: templatePattern(words.text("series")) }),
            ).toHaveCount(0);
            return;
          }
          const parts = inSeries.posts;
          const nav = page.getByRole("navigation", {
            name: words.text("series", { series: inSeries.name }),
          });
          const number = new Intl.NumberFormat(language);
          await expect(nav).toContainText(
            words.text("seriesPart", {
              part: number.format(parts.findIndex((part) => part.slug === post.slug) + 1),
              parts: number.format(parts.length),
            }),
          );
          await expect(nav.getByRole("listitem")).toHaveText(parts.map((p) => p.title));
          await expect(nav.getByRole("list").getByRole("link")).toHaveText(
            parts.filter((p) => p.slug !== post.slug).map((p) => p.title),
          );
          await expect(nav.locator('[aria-current="page"]')).toHaveText(post.title);
        });

        await test.step("the posts sharing most of its tags, or none", async () => {
          const slugs = (of: PostFile) => new Set(of.tags.map(textSlug));
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
          const related = page.getByRole("region", { name: words.text("relatedPosts") });
          if (expected.length === 0) await expect(related).toHaveCount(0);
          else
            await expect(related.getByRole("link")).toHaveText(
              expected.map((other) => other.title),
            );
        });

        await test.step("a link to its file in the owner's editor when site.ts says where", async () => {
          const edit = page.getByRole("link", {
            name: new RegExp(`^${escaped(words.text("editPost"))}`),
          });
          if (!site.editUrl) {
            await expect(edit).toHaveCount(0);
            return;
          }
          const folder = language === defaultLanguage ? "" : `../${language}/posts/`;
          await expect(edit).toHaveAttribute(
            "href",
            new URL(`${folder}${post.slug}.md`, site.editUrl).href,
          );
        });

        // The links that lead away, followed once per blog: from a series' last part to the
        // series' page, and from the oldest post to the next one. A series of one part that is
        // the oldest post does both, from a second visit.
        const leadsToSeries = inSeries !== undefined && inSeries.posts.at(-1)?.slug === post.slug;
        const leadsToNext = i === posts.length - 1 && posts.length > 1;
        if (inSeries && leadsToSeries) {
          await test.step("its series' link leads to the series' page", async () => {
            const name = words.text("series", { series: inSeries.name });
            await page.getByRole("navigation", { name }).getByRole("link", { name }).click();
            await expect(page).toHaveURL(at(seriesPath(inSeries.name)));
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
            await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
              inSeries.posts.map((p) => p.title),
            );
          });
          if (leadsToNext) await page.goto(at(postPath(post.slug)));
        }
        if (leadsToNext) {
          await test.step("its link to the next post leads there", async () => {
            await page
              .getByRole("navigation", { name: words.text("previousAndNext") })
              .getByRole("link", { name: new RegExp(`^${escaped(words.text("nextPost"))}`) })
              .click();
            await expect(page).toHaveURL(at(postPath(posts[i - 1]?.slug ?? "")));
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(
              posts[i - 1]?.title ?? "",
            );
          });
        }
      });
    }
  });
}
