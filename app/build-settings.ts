import { site } from "./content/site.ts";

// Settings read once at build time from the environment, shared by vite.config.ts and
// react-router.config.ts so both bundles and the generated files agree.

/** The canonical URL, without a trailing slash: SITE_URL if set, else the content's. */
export function resolveSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL?.trim() || site.url).replace(/\/+$/, "");
}
