import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { localePath } from "#core/languages.ts";
import { postCardPath } from "#core/page-paths.ts";
import { inlineScriptsOf, pageScriptOf, scriptsOf } from "../e2e/fixtures";
import { budgets, gzipSize, kb } from "../e2e/weights";
import { builtPages, client, fileOf, lines, named, postsByLanguage } from "./built-site";

// Byte budgets, weighed from the files the build wrote: deterministic, so a test. A page loads
// its own small script before it is interactive (and the contact form React once a visitor
// reaches for it), and carries its styles; a post adds a share card. The first load of / and
// the projects' screenshots on a phone are weighed in a browser, on their visits (pages.spec.ts).

test(`every page: JavaScript before interactive ≤ ${kb(budgets.withoutReact)}, React on intent ≤ ${kb(budgets.withReact)} and its route list ≤ ${kb(budgets.routeList)}, CSS ≤ ${kb(budgets.css)}, gzip`, () => {
  const problems: string[] = [];
  const weigh = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(url), 0);
  for (const page of builtPages) {
    const html = readFileSync(fileOf(page.path), "utf8");
    const say = (problem: string) => problems.push(`${named(page)}: ${problem}`);
    const before = pageScriptOf(html);
    // With the scripts the page carries, which run as it is parsed, compressed as one.
    const inline = inlineScriptsOf(html);
    const js = weigh(before) + gzipSync(inline.join(""), { level: 9 }).length;
    if (before.length === 0) say("loads no page script");
    if (inline.length === 0) say("carries no script of its own");
    if (js > budgets.withoutReact)
      say(
        `loads ${kb(js)} of JavaScript before it is interactive; budget ${kb(budgets.withoutReact)}`,
      );
    // A page that hydrates names React's files, to load when a visitor reaches for the form.
    const onIntent = scriptsOf(html).filter((url) => !before.includes(url));
    if (onIntent.length > 3 !== page.hydrates)
      say(page.hydrates ? "names no React to load on intent" : `names React's files: ${onIntent}`);
    const isRouteList = (url: string) => /\/manifest-[\w-]+\.js$/.test(url);
    const react = weigh(onIntent.filter((url) => !isRouteList(url)));
    if (react > budgets.withReact)
      say(`loads ${kb(react)} of JavaScript on intent; budget ${kb(budgets.withReact)}`);
    const routeList = weigh(onIntent.filter(isRouteList));
    if (routeList > budgets.routeList)
      say(
        `loads a list of the site's routes of ${kb(routeList)}, a route for each tag and series; budget ${kb(budgets.routeList)}`,
      );
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    const css = gzipSync(styles.join(""), { level: 9 }).length;
    if (css > budgets.css) say(`carries ${kb(css)} of CSS; budget ${kb(budgets.css)}`);
  }
  expect(problems, lines(problems)).toEqual([]);
});

test(`each post's share card is a 1200×630 picture ≤ ${kb(budgets.postCard)}, in every language`, () => {
  const problems: string[] = [];
  const cards = new Set(
    readdirSync(client, { recursive: true })
      .map((file) => String(file).split(sep).join("/"))
      .filter((file) => /(^|\/)blog\/[^/]+\/share-image\.png$/.test(file)),
  );
  for (const { language, posts } of postsByLanguage) {
    for (const post of posts) {
      const card = localePath(language, postCardPath(post.slug)).slice(1);
      if (!cards.delete(card)) {
        problems.push(`${card}: the post ${post.slug} ("${post.title}") has no share card`);
        continue;
      }
      const png = readFileSync(join(client, card));
      const size = [png.readUInt32BE(16), png.readUInt32BE(20)].join("×");
      if (size !== "1200×630") problems.push(`${card} is ${size}, not 1200×630`);
      if (png.length > budgets.postCard)
        problems.push(`${card} is ${kb(png.length)}; budget ${kb(budgets.postCard)}`);
    }
  }
  for (const card of cards) problems.push(`${card} is the card of no published post`);
  expect(problems, lines(problems)).toEqual([]);
});
