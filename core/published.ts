// The one reader of the owner's posts and write-ups. The route list (app/site-routes.ts, built
// from this in app/routes.ts, react-router.config.ts, vite.config.ts and the tests), the share
// cards, the content check and the pages' loaders (app/blog/posts.server.ts,
// app/projects/write-ups.server.ts) all read them here, so each file is parsed once per change
// (build-time/read-once.ts) and one rule says which posts are published.
import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { translations } from "#content/languages.ts";
import { projects } from "#content/projects.ts";
import { site } from "#content/site.ts";
import { contentFolder, contentPath } from "./content-dir.ts";
import { checkWriteUpsApart } from "./content-errors.ts";
import { defaultLanguage } from "./languages.ts";
import { contentIn } from "./local-content.ts";
import { newestFirst, type PostFile, parsePostFile } from "./post-file.ts";
import { readOnce } from "./read-once.ts";
import { ContentError } from "./schema.ts";
import { tagProblems } from "./tags.ts";
import { writeUpSlug } from "./write-up-slug.ts";

/** The slugs and titles of what the owner has published (the route list, app/site-routes.ts, reads them),
 * and each post's tags, which have pages of their own: the posts in the site's own language,
 * and by language code those of each translation (<content>/<code>/posts/). */
export type Published = {
  posts: PostEntry[];
  writeUps: Entry[];
  translated?: Record<string, { posts: PostEntry[]; writeUps: Entry[] }>;
};

/** A post as the route list needs it: its tags and its series have pages of their own, and one
 * first published elsewhere is left out of the sitemap. */
export type PostEntry = Entry & { tags: string[]; series?: string; canonical?: string };

/** A post or a write-up: its address (the file name) and its title. */
export type Entry = { slug: string; title: string };

export const postsDir = contentPath("posts");
export const writeUpsDir = contentPath("write-ups");

/** A language's own folder of posts or write-ups: the site's own, or <content>/<code>/'s. */
export const languageDir = (language: string, kind: "posts" | "write-ups") =>
  language === defaultLanguage ? contentPath(kind) : contentPath(language, kind);

/** The same folder as an owner reads it in a message: "content/de/posts". */
export const languageFolder = (language: string, kind: "posts" | "write-ups") =>
  asOwnerReads(languageDir(language, kind));

const asOwnerReads = (dir: string) => relative(process.cwd(), dir).split(sep).join("/");

/** Drafts count while developing (`npm run dev`) and never in a build or a test of the build. */
export const draftsShown = () => process.env.NODE_ENV === "development";

/**
 * Every post file, parsed and checked; a bad one throws a ContentError naming file and field.
 * The tags are checked across all posts, drafts too, as the fields are: a draft's tag that
 * would take another tag's page fails now, not on the day it is published.
 */
export function readPosts({ drafts = draftsShown(), dir = postsDir } = {}): PostFile[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((file) => file.endsWith(".md"));
  const posts = files.map((file) =>
    readOnce("post", join(dir, file), (source) => parsePostFile(file, source, asOwnerReads(dir))),
  );
  const problems = tagProblems(newestFirst(posts));
  if (problems.length)
    throw new ContentError(`The posts' tags need their own addresses:\n${problems.join("\n")}`);
  const folder = asOwnerReads(dir);
  const home = posts.find((post) => post.canonical && isThisSite(post.canonical));
  if (home)
    throw new ContentError(
      `Post ${folder}/${home.slug}.md has problems:\n  - ${folder}/${home.slug}.md → canonical: ${home.canonical} is this site; it names where a post was first published elsewhere, so leave it out for a post written here`,
    );
  return newestFirst(posts.filter((post) => drafts || !post.draft));
}

/**
 * The posts of one language, newest first: every reader of a language's posts asks here (the
 * route list, the pages, the cards, the sitemap). Drafts only while developing, unless asked.
 * One error policy for all of them: a bad post throws a ContentError naming file and field; a
 * build's content check meets it first and stops with its message, and in `npm run dev` the
 * error overlay shows it (build-time/vite-plugins/content-check.ts).
 */
export function postsOf(language: string, { drafts = draftsShown() } = {}): PostFile[] {
  return readPosts({ drafts, dir: languageDir(language, "posts") });
}

/** Whether an address is on this site (its content's address, or the build's SITE_URL). */
function isThisSite(address: string): boolean {
  const host = (url: string) => new URL(url).host.replace(/^www\./, "");
  const homes = [site.url, process.env.SITE_URL].filter((url): url is string => Boolean(url));
  return homes.some((url) => host(url) === host(address));
}

/**
 * The projects with a write-up, by the write-up's file name; throws if a file is missing, or if
 * two projects name one file, which React Router would otherwise meet as two routes with one id.
 */
export function readWriteUps(dir = writeUpsDir) {
  checkWriteUpsApart({ projects });
  const missing: string[] = [];
  const writeUps = projects.flatMap((project, i) => {
    if (!project.writeUp) return [];
    if (!existsSync(join(dir, project.writeUp)))
      missing.push(
        `  - projects #${i + 1} "${project.title}" → writeUp: ${project.writeUp} is not in ${contentFolder}/write-ups`,
      );
    return [{ slug: writeUpSlug(project.writeUp), title: project.title }];
  });
  if (missing.length) throw new ContentError(`Missing write-up files:\n${missing.join("\n")}`);
  return writeUps;
}

/** A write-up's Markdown, by its file name in <content>/write-ups/; undefined when missing. */
export function readWriteUp(file: string, dir = writeUpsDir): string | undefined {
  const path = join(dir, file);
  return existsSync(path) ? readOnce("write-up", path, (source) => source) : undefined;
}

/** The slugs and titles the route list needs. */
export function readPublished(options: { drafts?: boolean } = {}): Published {
  const entries = (posts: PostFile[]) =>
    posts.map(({ slug, title, tags, series, canonical }) => ({
      slug,
      title,
      tags,
      ...(series === undefined ? {} : { series }),
      ...(canonical === undefined ? {} : { canonical }),
    }));
  const writeUps = readWriteUps();
  return {
    posts: entries(postsOf(defaultLanguage, options)),
    writeUps,
    translated: Object.fromEntries(
      translations.map(({ code }) => {
        const titles = contentIn(code).projects;
        return [
          code,
          {
            posts: entries(postsOf(code, options)),
            writeUps: writeUps.map(({ slug }) => ({
              slug,
              title:
                titles.find((p) => p.writeUp && writeUpSlug(p.writeUp) === slug)?.title ?? slug,
            })),
          },
        ];
      }),
    ),
  };
}

/**
 * readPublished for the config files: in a build a bad post stops it with the message alone
 * (no stack trace to hide it); in `npm run dev` the site stays up and the error overlay names
 * the problem (build-time/vite-plugins/content-check.ts), with the posts left out until it is
 * fixed.
 */
export function publishedOrExit(): Published {
  try {
    return readPublished();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (draftsShown()) return { posts: [], writeUps: [] };
    console.error(`\n${error.message}\n\nFix it in ${contentFolder}/ and build again.\n`);
    process.exit(1);
  }
}
