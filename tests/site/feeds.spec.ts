import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { profile } from "#content/profile.ts";
import { localePath } from "#core/languages.ts";
import { postPath } from "#core/page-paths.ts";
import { postsOf } from "#core/published.ts";
import { feedFiles, hreflangs, llmsFile } from "../../app/site-routes";
import { published } from "../site-pages";
import {
  builtAt,
  builtPages,
  documentOf,
  fileOf,
  lines,
  named,
  postsByLanguage,
  siteUrl,
} from "./built-site";

// The files beside the pages, read as a feed reader, a crawler and a language model read them,
// and held to the posts and pages the owner published: they must parse and agree.

// Character references such as &#38; are read only with htmlEntities on.
const parser = new XMLParser({ ignoreAttributes: false, htmlEntities: true });
const read = (path: string) => readFileSync(fileOf(path), "utf8");
const xml = (path: string) => {
  const text = read(path);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`${path} is not well-formed XML: ${JSON.stringify(valid)}`);
  return parser.parse(text);
};
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : ([value].flat() as T[]);
/** A link a feed carries outside the site must be absolute: "/blog" means nothing there. */
const rootRelative = /(?:src|href)="\/(?!\/)/;

test("sitemap.xml lists every page search engines may keep, each with its dates and languages, and robots.txt points at it", () => {
  const problems: string[] = [];
  const urls = list<{ loc: string; lastmod?: string; "xhtml:link"?: unknown }>(
    xml("/sitemap.xml").urlset.url,
  );
  const indexed = builtPages.filter(
    (page) => page.module !== "404" && !page.noindex && !page.canonical,
  );
  const locs = urls.map((url) => url.loc);
  const wanted = indexed.map((page) => `${siteUrl}${page.path}`);
  for (const loc of wanted.filter((url) => !locs.includes(url)))
    problems.push(`${loc} is not in the sitemap`);
  for (const loc of locs.filter((url) => !wanted.includes(url)))
    problems.push(`the sitemap lists ${loc}, which is no page search engines may keep`);
  const posts = new Map(
    postsByLanguage.flatMap(({ language, posts }) =>
      posts.map(
        (post) => [`${siteUrl}${localePath(language, postPath(post.slug))}`, post] as const,
      ),
    ),
  );
  for (const url of urls) {
    const path = url.loc.slice(siteUrl.length) || "/";
    const alternates = list(url["xhtml:link"] as object);
    const expected = hreflangs(published, path).map(({ hreflang, path: to }) => ({
      "@_rel": "alternate",
      "@_hreflang": hreflang,
      "@_href": `${siteUrl}${to}`,
    }));
    if (JSON.stringify(alternates) !== JSON.stringify(expected))
      problems.push(`${url.loc}: the sitemap names its languages as ${JSON.stringify(alternates)}`);
    const post = posts.get(url.loc);
    if (post && url.lastmod !== (post.updated ?? post.date))
      problems.push(
        `${url.loc}: last changed ${url.lastmod} in the sitemap, ${post.updated ?? post.date} in its post`,
      );
  }
  if (!read("/robots.txt").includes(`Sitemap: ${siteUrl}/sitemap.xml`))
    problems.push("robots.txt does not point at the sitemap");
  expect(problems, lines(problems)).toEqual([]);
});

for (const { language, posts } of postsByLanguage) {
  const at = (path: string) => localePath(language, path);
  const urlOf = (slug: string) => `${siteUrl}${at(postPath(slug))}`;
  if (posts.length === 0) continue;

  test(`the ${language} feeds, RSS, Atom and JSON Feed, parse and carry each of its posts whole, with its dates`, () => {
    const problems: string[] = [];
    const rss = xml(at(feedFiles.rss.path)).rss;
    const items = list<Record<string, string>>(rss?.channel?.item);
    if (rss?.["@_version"] !== "2.0") problems.push(`${at(feedFiles.rss.path)} is not RSS 2.0`);
    if (rss?.channel?.language !== language)
      problems.push(`${at(feedFiles.rss.path)} says its language is ${rss?.channel?.language}`);
    const atom = xml(at(feedFiles.atom.path)).feed;
    const entries = list<Record<string, unknown>>(atom?.entry);
    const json = JSON.parse(read(at(feedFiles.json.path)));
    if (json.version !== "https://jsonfeed.org/version/1.1")
      problems.push(`${at(feedFiles.json.path)} is not JSON Feed 1.1`);
    const text = (value: unknown) =>
      String((value as Record<string, unknown>)?.["#text"] ?? value ?? "");
    for (const [i, post] of posts.entries()) {
      const source = `${post.slug} ("${post.title}")`;
      const say = (feed: string, problem: string) =>
        problems.push(`${at(feed)}: the post ${source}: ${problem}`);
      const item = items.find((it) => it.link === urlOf(post.slug));
      if (!item) say(feedFiles.rss.path, "is not in it");
      else {
        if (items.indexOf(item) !== i) say(feedFiles.rss.path, "is out of order");
        if (item.title !== post.title) say(feedFiles.rss.path, `its title is "${item.title}"`);
        if (new Date(item.pubDate ?? "").toISOString().slice(0, 10) !== post.date)
          say(feedFiles.rss.path, `its date is ${item.pubDate}`);
        const content = String(item["content:encoded"] ?? "");
        if (content.length <= post.description.length) say(feedFiles.rss.path, "has no content");
        if (rootRelative.test(content))
          say(feedFiles.rss.path, "has a link or image only the site can follow");
      }
      const entry = entries.find((e) => e.id === urlOf(post.slug));
      if (!entry) say(feedFiles.atom.path, "is not in it");
      else {
        if (text(entry.title) !== post.title)
          say(feedFiles.atom.path, `its title is "${text(entry.title)}"`);
        if (String(entry.published).slice(0, 10) !== post.date)
          say(feedFiles.atom.path, `it was published ${entry.published}`);
        if (String(entry.updated).slice(0, 10) !== (post.updated ?? post.date))
          say(feedFiles.atom.path, `it was updated ${entry.updated}`);
        if (text(entry.content).length <= 50) say(feedFiles.atom.path, "has no content");
      }
      const jsonItem = json.items?.find((it: { id: string }) => it.id === urlOf(post.slug));
      if (!jsonItem) say(feedFiles.json.path, "is not in it");
      else {
        if (jsonItem.title !== post.title)
          say(feedFiles.json.path, `its title is "${jsonItem.title}"`);
        if (jsonItem.date_published?.slice(0, 10) !== post.date)
          say(feedFiles.json.path, `it was published ${jsonItem.date_published}`);
        if (jsonItem.date_modified?.slice(0, 10) !== post.updated)
          say(feedFiles.json.path, `it was modified ${jsonItem.date_modified}`);
        if (JSON.stringify(jsonItem.tags) !== JSON.stringify(post.tags))
          say(feedFiles.json.path, `its tags are ${JSON.stringify(jsonItem.tags)}`);
        if (rootRelative.test(jsonItem.content_html ?? ""))
          say(feedFiles.json.path, "has a link or image only the site can follow");
      }
    }
    for (const [feed, count] of [
      [feedFiles.rss.path, items.length],
      [feedFiles.atom.path, entries.length],
      [feedFiles.json.path, json.items?.length ?? 0],
    ] as const)
      if (count !== posts.length)
        problems.push(`${at(feed)} has ${count} posts, not ${posts.length}`);
    expect(problems, lines(problems)).toEqual([]);
  });
}

test("every page links its language's feeds, and each feed it links is there", () => {
  const problems: string[] = [];
  for (const page of builtPages) {
    const links = [...documentOf(page.path).querySelectorAll('head link[rel="alternate"][type]')];
    const hasPosts =
      (postsByLanguage.find((l) => l.language === page.language)?.posts.length ?? 0) > 0;
    const types = links.map((link) => link.getAttribute("type"));
    const wanted =
      published.posts.length > 0 ? Object.values(feedFiles).map((feed) => feed.type) : [];
    if (hasPosts && JSON.stringify(types) !== JSON.stringify(wanted))
      problems.push(`${named(page)}: links the feeds ${JSON.stringify(types)}`);
    for (const link of links) {
      const href = link.getAttribute("href") ?? "";
      if (!builtAt(href))
        problems.push(`${named(page)}: links the feed ${href}, which is not in the build`);
    }
  }
  expect(problems, lines(problems)).toEqual([]);
});

test("llms.txt lists, in each language, its home page and every post with its address", () => {
  const problems: string[] = [];
  for (const { language, posts } of postsByLanguage) {
    const path = localePath(language, llmsFile.path);
    const text = read(path);
    if (!text.startsWith(`# ${profile.name}\n\n> `))
      problems.push(`${path} does not start with the owner's name`);
    const linked = [...text.matchAll(/^- \[.*\]\((.+?)\)/gm)].map((m) => m[1]);
    if (!linked.includes(`${siteUrl}${localePath(language, "/")}`))
      problems.push(`${path} does not list the home page`);
    for (const post of posts)
      if (!linked.includes(`${siteUrl}${localePath(language, postPath(post.slug))}`))
        problems.push(`${path} does not list the post ${post.slug} ("${post.title}")`);
  }
  expect(problems, lines(problems)).toEqual([]);
});

test("a draft is in no page, feed, sitemap or list of the build", () => {
  const problems: string[] = [];
  for (const { language } of postsByLanguage) {
    const at = (path: string) => localePath(language, path);
    const drafts = postsOf(language, { drafts: true }).filter((post) => post.draft);
    const files = [
      "/sitemap.xml",
      ...[...Object.values(feedFiles), llmsFile, { path: "/blog" }].map((f) => at(f.path)),
    ]
      .filter(builtAt)
      .map((path) => [path, read(path)] as const);
    for (const draft of drafts) {
      const address = at(postPath(draft.slug));
      if (builtAt(address)) problems.push(`the draft ${address} has a page`);
      for (const [path, text] of files)
        if (
          text.includes(`${address}<`) ||
          text.includes(`${address}"`) ||
          text.includes(`${address})`)
        )
          problems.push(`${path} names the draft ${address}`);
    }
  }
  expect(problems, lines(problems)).toEqual([]);
});
