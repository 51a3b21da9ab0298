// The owner's site as the build wrote it (build/client/), for the checks of `npm test`: every
// page with the content file it comes from, so that a failure names the file to fix, and each
// page's HTML parsed as sent, with no browser.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { site } from "#content/site.ts";
import { contentFolder } from "#core/content-dir.ts";
import { defaultLanguage, languages, localePath } from "#core/languages.ts";
import { postsOf } from "#core/published.ts";
import { wordsIn } from "../../app/i18n/words";
import { type SitePage, siteRoutes } from "../../app/site-routes";
import { published } from "../site-pages";

export const client = "build/client";
export const siteUrl = site.url;

export type BuiltPage = SitePage & {
  heading: string;
  /** The route module that writes it (relative to app/), or "404" for a language's 404 page. */
  module: string;
  /** Whether React runs on it in the browser (the contact form). */
  hydrates: boolean;
  /** The file in the owner's content it is made from, as they find it: "content/posts/a.md". */
  source: string;
};

const inLanguage = (language: string, file: string) =>
  `${contentFolder}/${language === defaultLanguage ? "" : `${language}/`}${file}`;

/** Where a page's words come from: the file an owner opens to change what the page says. */
function sourceOf(module: string, page: SitePage): string {
  const slug = page.key.split("/").at(-1) ?? "";
  switch (module) {
    case "routes/about.tsx":
      return page.language === defaultLanguage
        ? `${contentFolder}/profile.ts`
        : inLanguage(page.language, "translation.ts");
    case "routes/courses.tsx":
      return `${contentFolder}/courses.ts`;
    case "routes/projects.tsx":
      return `${contentFolder}/projects.ts`;
    case "routes/write-up.tsx": {
      const own = inLanguage(page.language, `write-ups/${slug}.md`);
      return existsSync(own) ? own : `${contentFolder}/write-ups/${slug}.md`;
    }
    case "routes/blog-post.tsx":
      return inLanguage(page.language, `posts/${slug}.md`);
    case "routes/contact.tsx":
      return `${contentFolder}/site.ts`;
    case "routes/cv.tsx":
      // The CV is the profile, courses and projects with what only it shows (cv.ts).
      return page.language === defaultLanguage
        ? `${contentFolder}/cv.ts (with profile.ts, courses.ts and projects.ts)`
        : inLanguage(page.language, "translation.ts");
    case "routes/blog.tsx":
    case "routes/blog-archive.tsx":
    case "routes/blog-tag.tsx":
    case "routes/blog-series.tsx":
    case "routes/search.tsx":
      // The blog's lists, tags, series and search list the posts by their front matter.
      return `${inLanguage(page.language, "posts/")} (front matter)`;
    default:
      return `${contentFolder}/`;
  }
}

const routePages = siteRoutes(published).flatMap((route) =>
  route.pages.flatMap((page) =>
    page.heading === null
      ? []
      : [
          {
            ...page,
            heading: page.heading,
            module: route.module,
            hydrates: route.hydrate === true,
            source: sourceOf(route.module, page),
          },
        ],
  ),
);

/** Every page of the site in every language, each language's 404 page last. */
export const builtPages: BuiltPage[] = [
  ...routePages,
  ...languages.map((language) => ({
    path: localePath(language, "/404"),
    language,
    key: "/404",
    heading: wordsIn(language).text("notFound"),
    noindex: true as const,
    module: "404",
    hydrates: false,
    source: `${contentFolder}/site.ts`,
  })),
];

/** A page as a failure names it: its address and the file it comes from. */
export const named = (page: BuiltPage) => `${page.path} (${page.source})`;

/** The file the build wrote for an address: a page's index.html, a 404 page, or a file. */
export function fileOf(path: string): string {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? "/");
  if (/(^|\/)404$/.test(clean)) return join(client, `${clean}.html`);
  const asFile = join(client, clean);
  if (
    clean !== "/" &&
    !clean.endsWith("/") &&
    existsSync(asFile) &&
    !existsSync(join(asFile, "index.html"))
  )
    return asFile;
  return join(asFile, "index.html");
}

/** Whether the build wrote something at an address of the site. */
export const builtAt = (path: string) => existsSync(fileOf(path));

const documents = new Map<string, Document>();

/** A page's HTML as sent, parsed (happy-dom: no script runs, nothing is fetched). */
export function documentOf(path: string): Document {
  let document = documents.get(path);
  if (!document) {
    const window = new Window({ url: `${siteUrl}${path}` });
    document = new window.DOMParser().parseFromString(
      readFileSync(fileOf(path), "utf8"),
      "text/html",
    ) as unknown as Document;
    documents.set(path, document);
  }
  return document;
}

/** The posts the build published, in every language, newest first, each with its address. */
export const postsByLanguage = languages.map((language) => ({
  language,
  posts: postsOf(language, { drafts: false }),
}));

/** Lists the problems found, one a line, for an assertion's message. */
export const lines = (problems: string[]) => `\n  ${problems.join("\n  ")}\n`;
