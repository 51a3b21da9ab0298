import { fileURLToPath } from "node:url";
import { site } from "#content/site.ts";
import { contentPath } from "#core/content-dir.ts";
import { siteSchema } from "#core/schema.ts";
import type { OwnerTheme } from "#core/themes.ts";

// Settings read once at build time from the environment, shared by vite.config.ts,
// react-router.config.ts and the server, so the bundles and the generated files agree.

/** The canonical URL, without a trailing slash: SITE_URL if set, else the content's. */
export function resolveSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.SITE_URL?.trim();
  // site.url is checked with the content; SITE_URL comes from a host's settings, where a typo
  // would otherwise end the build deep in the share card's drawing, as "Invalid URL".
  if (fromEnv && !/^https?:$/.test(URL.parse(fromEnv)?.protocol ?? "")) {
    throw new Error(
      `SITE_URL is "${fromEnv}", which is not a web address. Set it to the site's full address, such as https://ada.example.com, or leave it unset to use site.ts's url.`,
    );
  }
  return (fromEnv || site.url).replace(/\/+$/, "");
}

/**
 * resolveSiteUrl for the config files: a SITE_URL that is no web address stops the command with
 * the message alone, as a content mistake does, before anything is built.
 */
export function siteUrlOrExit(env: NodeJS.ProcessEnv = process.env): string {
  try {
    return resolveSiteUrl(env);
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}

/**
 * Where the site lives on its host: "/" for a domain of its own, "/my-portfolio/" for a GitHub
 * Pages project site. Always with a leading and a trailing slash.
 */
export function resolveBasePath(env: NodeJS.ProcessEnv = process.env): string {
  const trimmed = (env.BASE_PATH ?? "").trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

/** The folder React Router builds into (BUILD_DIR lets a second build sit beside the first). */
export function resolveBuildDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.BUILD_DIR?.trim() || "build";
}

/**
 * The folders this project's own commands write at its top: the builds (`npm run build`, and
 * beside it the base-path and comments builds of `npm test`), the scale bench's copy, the local
 * outbox and the nginx check. None is source: the development server does not watch them, and
 * the scale bench does not copy them.
 */
export const outputFolders = (env: NodeJS.ProcessEnv = process.env) => [
  ...new Set([resolveBuildDir(env), "build", "build-base", "build-comments"]),
  ".bench",
  ".outbox",
  ".nginx",
  "test-results",
];

/**
 * The aliases of Vite's builds, dev server and tests: `~` for app/, and `@content` for the folder
 * the site is built from, which the globs of images and pictures read.
 */
export const viteAliases = () => ({
  "~": fileURLToPath(new URL("../app", import.meta.url)),
  "@content": contentPath(),
});

/**
 * The theme the owner chose in site.ts, the schema's default when left out. A value
 * the schema refuses reads as the default here: the content check stops the build with its
 * message, which a throw from vite.config.ts would hide.
 */
export function ownerTheme(raw: unknown = site.theme): OwnerTheme {
  const theme = siteSchema.shape.theme;
  const parsed = theme.safeParse(raw);
  return parsed.success ? parsed.data : theme.parse(undefined);
}
