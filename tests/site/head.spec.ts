import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { profile } from "#content/profile.ts";
import { directionOf, languages, nativeName } from "#core/languages.ts";
import { profileIn } from "#core/local-profile.ts";
import { postPath } from "#core/page-paths.ts";
import { counterpart, hreflangs } from "../../app/site-routes";
import { published } from "../site-pages";
import {
  builtAt,
  builtPages,
  client,
  documentOf,
  fileOf,
  lines,
  named,
  postsByLanguage,
  siteUrl,
} from "./built-site";

// What a search engine, a link preview or a screen reader reads first, from each page as the
// build wrote it: no browser needed. Every page in every language, its 404 page too.

const multilingual = languages.length > 1;
const meta = (document: Document, attribute: "name" | "property", key: string) =>
  document.querySelector(`head meta[${attribute}="${key}"]`)?.getAttribute("content") ?? null;

/** The width and height a PNG says it has. */
const pngSize = (file: string) => {
  const png = readFileSync(file);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

test("every page says its language, direction and heading, with one title, a description and its share card", () => {
  const problems: string[] = [];
  for (const page of builtPages) {
    const document = documentOf(page.path);
    const say = (problem: string) => problems.push(`${named(page)}: ${problem}`);
    const root = document.documentElement;
    if (root.getAttribute("lang") !== page.language) say(`lang is ${root.getAttribute("lang")}`);
    if (root.getAttribute("dir") !== directionOf(page.language))
      say(`dir is ${root.getAttribute("dir")}`);
    const h1s = [...document.querySelectorAll("h1")].map((h1) => h1.textContent ?? "");
    const greeted = page.key === "/";
    if (h1s.length !== 1 || !(greeted ? h1s[0]?.includes(page.heading) : h1s[0] === page.heading))
      say(`its headings are ${JSON.stringify(h1s)}, not one saying "${page.heading}"`);

    const titles = [...document.querySelectorAll("title")].map((t) => t.textContent ?? "");
    const local = profileIn(page.language).profile;
    // A page's title is its heading unless the route list gives it one (the CV's heading is the
    // owner's name).
    const title = `${greeted ? local.position : (page.title ?? page.heading)} — ${profile.name}`;
    if (titles.length !== 1 || titles[0] !== title)
      say(`its titles are ${JSON.stringify(titles)}, not "${title}"`);
    const descriptions = document.querySelectorAll('head meta[name="description"]');
    if (descriptions.length !== 1 || !descriptions[0]?.getAttribute("content")?.trim())
      say("has no description, or more than one");

    // A page search engines should not keep names no canonical address; a post first
    // published elsewhere sends them there, and its card still leads here.
    const canonicals = [...document.querySelectorAll('head link[rel="canonical"]')].map((link) =>
      link.getAttribute("href"),
    );
    const robots = meta(document, "name", "robots");
    if (page.noindex) {
      if (robots !== "noindex") say(`robots is ${robots}, not noindex`);
      if (canonicals.length) say(`names a canonical address (${canonicals}) though not indexed`);
    } else {
      if (robots !== null) say(`robots is ${robots}`);
      const canonical = page.canonical ?? `${siteUrl}${page.path}`;
      if (canonicals.join() !== canonical) say(`its canonical is ${canonicals}, not ${canonical}`);
      if (meta(document, "property", "og:url") !== `${siteUrl}${page.path}`)
        say(`og:url is ${meta(document, "property", "og:url")}`);
    }
    if (page.module === "404") continue;
    if (meta(document, "property", "og:title") !== titles[0]) say("og:title is not its title");
    if (meta(document, "property", "og:description") !== meta(document, "name", "description"))
      say("og:description is not its description");
    const card = meta(document, "property", "og:image") ?? "";
    if (meta(document, "name", "twitter:image") !== card) say("twitter:image is not og:image");
    if (meta(document, "name", "twitter:card") !== "summary_large_image")
      say("twitter:card is not summary_large_image");
    const cardPath = card.startsWith(siteUrl) ? card.slice(siteUrl.length) : "";
    if (!cardPath || !builtAt(cardPath)) say(`its share card ${card} is not in the build`);
    else if (pngSize(fileOf(cardPath)).join("×") !== "1200×630")
      say(`its share card ${card} is ${pngSize(fileOf(cardPath)).join("×")}, not 1200×630`);
  }
  expect(problems, lines(problems)).toEqual([]);
});

test("each page's structured data parses, and says who the owner is and what each post is", () => {
  const problems: string[] = [];
  const posts = new Map(
    postsByLanguage.flatMap(({ posts }) => posts.map((post) => [post.slug, post] as const)),
  );
  for (const page of builtPages) {
    const data = [
      ...documentOf(page.path).querySelectorAll('script[type="application/ld+json"]'),
    ].flatMap((script) => {
      try {
        return [JSON.parse(script.textContent ?? "")];
      } catch (error) {
        problems.push(`${named(page)}: its JSON-LD does not parse: ${(error as Error).message}`);
        return [];
      }
    });
    const say = (problem: string) =>
      problems.push(`${named(page)}: ${problem}: ${JSON.stringify(data)}`);
    if (page.key === "/") {
      const person = data.find((item) => item["@type"] === "Person");
      const local = profileIn(page.language).profile;
      if (
        person?.name !== profile.name ||
        person?.jobTitle !== local.position ||
        JSON.stringify(person?.sameAs) !== JSON.stringify(profile.socials.map((s) => s.href))
      )
        say("no Person with the owner's name, position and social links");
    }
    const slug = page.key.replace(/^\/blog\//, "");
    const post = page.module === "routes/blog-post.tsx" ? posts.get(slug) : undefined;
    if (page.module === "routes/blog-post.tsx") {
      const url = `${siteUrl}${page.path}`;
      const own = postsByLanguage
        .find(({ language }) => language === page.language)
        ?.posts.find((p) => postPath(p.slug) === page.key);
      const posting = data.find((item) => item["@type"] === "BlogPosting");
      if (
        !own ||
        !posting ||
        posting.headline !== own.title ||
        posting.datePublished !== own.date ||
        posting.dateModified !== own.updated ||
        posting.author?.name !== profile.name ||
        posting.mainEntityOfPage !== (own.canonical ?? url)
      )
        say(
          `its BlogPosting does not say ${JSON.stringify(own?.title ?? post?.title)}, its dates and author`,
        );
    }
  }
  expect(problems, lines(problems)).toEqual([]);
});

test("the language links: each page names itself in every language it is written in, both ways, and its switcher leads to pages there are", () => {
  const problems: string[] = [];
  const sets = new Map<string, string[]>();
  const pages = builtPages.filter((page) => page.module !== "404");
  for (const page of pages) {
    const document = documentOf(page.path);
    const say = (problem: string) => problems.push(`${named(page)}: ${problem}`);
    const alternates = [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map(
      (link) => ({
        hreflang: link.getAttribute("hreflang") ?? "",
        href: link.getAttribute("href") ?? "",
      }),
    );
    const switcher = [...document.querySelectorAll("a.language-link")].map((a) => ({
      lang: a.getAttribute("hreflang"),
      href: a.getAttribute("href"),
      text: a.textContent,
    }));
    const expectedSwitcher = multilingual
      ? languages.map((language) => ({
          lang: language,
          href: counterpart(published, page.path, language),
          text: nativeName(language),
        }))
      : [];
    if (JSON.stringify(switcher) !== JSON.stringify(expectedSwitcher))
      say(`its language switcher is ${JSON.stringify(switcher)}`);
    for (const { href } of switcher)
      if (!builtAt(href ?? "")) say(`its switcher's link to ${href} leads to no page`);
    if (!multilingual || page.noindex || page.canonical) {
      if (alternates.length)
        say(`names alternates though it has none: ${JSON.stringify(alternates)}`);
      continue;
    }
    const expected = hreflangs(published, page.path).map(({ hreflang, path }) => ({
      hreflang,
      href: `${siteUrl}${path}`,
    }));
    if (JSON.stringify(alternates) !== JSON.stringify(expected))
      say(`its hreflang links are ${JSON.stringify(alternates)}, not ${JSON.stringify(expected)}`);
    sets.set(
      `${siteUrl}${page.path}`,
      alternates.map((alt) => alt.href),
    );
  }
  // Reciprocal: each page an alternate names names the same set back.
  for (const [url, hrefs] of sets)
    for (const other of hrefs)
      if (JSON.stringify(sets.get(other)) !== JSON.stringify(hrefs))
        problems.push(`${other}, named by ${url}, names ${JSON.stringify(sets.get(other))} back`);
  expect(problems, lines(problems)).toEqual([]);
});

test("the icons and the web app manifest are in the build", () => {
  const problems: string[] = [];
  const document = documentOf("/");
  for (const selector of [
    'link[rel="icon"][type="image/svg+xml"]',
    'link[rel="icon"][type="image/png"]',
    'link[rel="apple-touch-icon"]',
  ]) {
    const href = document.querySelector(`head ${selector}`)?.getAttribute("href");
    if (!href || !builtAt(href)) problems.push(`${selector}: ${href} is not in the build`);
  }
  const manifest = JSON.parse(readFileSync(`${client}/site.webmanifest`, "utf8"));
  if (manifest.short_name !== profile.initials)
    problems.push(`the manifest's short_name is ${manifest.short_name}, not ${profile.initials}`);
  for (const icon of manifest.icons)
    if (!builtAt(icon.src)) problems.push(`the manifest's icon ${icon.src} is not in the build`);
  expect(problems, lines(problems)).toEqual([]);
});
