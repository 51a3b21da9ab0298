// What the owner has published, read from the files at build time: the posts in
// app/content/posts/ and the project write-ups. The route list (app/site-routes.ts) is built
// from this in app/routes.ts, react-router.config.ts, vite.config.ts and the tests.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { newestFirst, type PostFile, parsePostFile } from "../app/blog/post-file.ts";
import { projects } from "../app/content/projects.ts";
import { ContentError } from "../app/content/schema.ts";
import { writeUpSlug } from "../app/projects/write-up-slug.ts";
import type { Published } from "../app/site-routes.ts";
import { checkWriteUpsApart } from "./content-errors.ts";

const contentDir = join(dirname(fileURLToPath(import.meta.url)), "..", "app", "content");
export const postsDir = join(contentDir, "posts");
export const writeUpsDir = join(contentDir, "write-ups");

/** Drafts count while developing (`npm run dev`) and never in a build or a test of the build. */
export const draftsShown = () => process.env.NODE_ENV === "development";

/** Every post file, parsed and checked; a bad one throws a ContentError naming file and field. */
export function readPosts({ drafts = draftsShown(), dir = postsDir } = {}): PostFile[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((file) => file.endsWith(".md"));
  const posts = files.map((file) => parsePostFile(file, readFileSync(join(dir, file), "utf8")));
  return newestFirst(posts.filter((post) => drafts || !post.draft));
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
        `  - projects #${i + 1} "${project.title}" → writeUp: ${project.writeUp} is not in app/content/write-ups`,
      );
    return [{ slug: writeUpSlug(project.writeUp), title: project.title }];
  });
  if (missing.length) throw new ContentError(`Missing write-up files:\n${missing.join("\n")}`);
  return writeUps;
}

/** The slugs and titles the route list needs. */
export function readPublished(options: { drafts?: boolean } = {}): Published {
  return {
    posts: readPosts(options).map(({ slug, title }) => ({ slug, title })),
    writeUps: readWriteUps(),
  };
}

/**
 * readPublished for the config files: in a build a bad post stops it with the message alone
 * (no stack trace to hide it); in `npm run dev` the site stays up and the error overlay names
 * the problem (build-time/vite-plugins.ts), with the posts left out until it is fixed.
 */
export function publishedOrExit(): Published {
  try {
    return readPublished();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (draftsShown()) return { posts: [], writeUps: [] };
    console.error(`\n${error.message}\n\nFix it in app/content/ and build again.\n`);
    process.exit(1);
  }
}
