// `npm run check:demo`: holds this repository's demo content to the product spec's counts. CI
// runs it on the shipped demo; an owner's own content does not need to match, and `npm test`
// never asks it to.
import { expect, it } from "vitest";
import { checkContent } from "#core/content-check.ts";
import { languageDir, readPosts, readWriteUps } from "#core/published.ts";
import { seriesOf } from "#core/series.ts";
import { siteTexts } from "#core/site-texts.ts";
import { formulasIn } from "../../app/blog/markdown-math.server";

const content = checkContent();
// Issue #18: three sample posts, one with TypeScript, TSX and CSS, one with an image; issue #41
// adds a fourth, with math.
const posts = readPosts({ drafts: false });
const languages = (body: string) => new Set(body.match(/^```(\w+)/gm)?.map((f) => f.slice(3)));

it.each<[what: string, actual: unknown, expected: unknown]>([
  [
    "contact kinds",
    content.profile.contacts.map((c) => c.kind).join(", "),
    "phone, email, messenger",
  ],
  ["footer social links", content.profile.socials.length, 5],
  ["description lines", content.profile.description.length, 5],
  ["courses", content.courses.length, 6],
  ["projects", content.projects.length, 13],
  ["position", content.profile.position, "Frontend Developer"],
  ["published posts", posts.length, 4],
  [
    "a post with TypeScript, TSX and CSS code",
    posts.some((p) => ["ts", "tsx", "css"].every((l) => languages(p.body).has(l))),
    true,
  ],
  ["a post with an image", posts.some((p) => /!\[[^\]]*\]\(/.test(p.body)), true],
  [
    "a post with inline and displayed math",
    posts.some((p) => {
      const { inline, display } = formulasIn(p.body);
      return inline.length > 0 && display.length > 0;
    }),
    true,
  ],
  // Issue #41: a series of two posts, an updated post and a featured one.
  ["a series of two posts", seriesOf(posts).some((series) => series.posts.length === 2), true],
  ["an updated post", posts.some((p) => p.updated !== undefined), true],
  ["a featured post", posts.filter((p) => p.featured).length, 1],
  ["project write-ups", readWriteUps().length, 1],
  // The spec's words (sections 5 and 6), now the site's own in core/texts.ts.
  ["name required", siteTexts.enterName, "Enter your name"],
  ["email required", siteTexts.enterEmail, "Enter your email"],
  ["email invalid", siteTexts.invalidEmail, "Invalid email address"],
  ["message required", siteTexts.enterMessage, "Enter your message"],
  ["sent", siteTexts.sent, "Message sent successfully!"],
  ["failed", siteTexts.failed, "Failed to send message. Please try again later."],
  // Issue #30: English and one more language, with its profile, pages and a post.
  ["languages besides English", content.translations.map((t) => t.code).join(", "), "de"],
  [
    "German profile and pages",
    Boolean(content.translations[0]?.profile.position && content.translations[0]?.texts.courses),
    true,
  ],
  ["German posts", readPosts({ drafts: false, dir: languageDir("de", "posts") }).length > 0, true],
  // Issue #41: the series in German too.
  [
    "a German series of two posts",
    seriesOf(readPosts({ drafts: false, dir: languageDir("de", "posts") })).some(
      (series) => series.posts.length === 2,
    ),
    true,
  ],
])("%s", (_what, actual, expected) => {
  expect(actual).toBe(expected);
});
