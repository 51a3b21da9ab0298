import type { Published } from "#core/published.ts";

/**
 * What the owner has published, read once here: the menu, the head's links and the switcher
 * read it through app/shell/page-frame.ts. The server reads the content when its bundle loads,
 * so a new post leaves the prerender's bundle as it was, and with it every page whose frame and
 * data are unchanged (build-time/prerender-server.ts); the browser's bundle carries what
 * vite.config.ts gives it.
 */
export const published: Published = import.meta.env.SSR
  ? (await import("#core/published.ts")).publishedOrExit()
  : __PUBLISHED__;
