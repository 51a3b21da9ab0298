import { site } from "../app/content/site.ts";

// Settings read once at build time from the environment, shared by vite.config.ts,
// react-router.config.ts and the server, so the bundles and the generated files agree.

/** The canonical URL, without a trailing slash: SITE_URL if set, else the content's. */
export function resolveSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL?.trim() || site.url).replace(/\/+$/, "");
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
