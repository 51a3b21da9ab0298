// What every step after the build works on: where the build is, the site's base path and what
// the owner has published. react-router.config.ts's buildEnd makes it once and hands it to each
// step of this folder in turn.
import { join } from "node:path";
import type { Published } from "#core/published.ts";

export type BuiltSite = {
  /** The build's folder (build/), which holds what `npm start` and nginx read beside the site. */
  buildDir: string;
  /** The folder a host serves (build/client/). */
  client: string;
  /** Where the site lives on its host, "/" or "/my-portfolio/". */
  base: string;
  published: Published;
};

export const builtSite = (
  config: { buildDirectory: string; basename: string },
  published: Published,
): BuiltSite => ({
  buildDir: config.buildDirectory,
  client: join(config.buildDirectory, "client"),
  base: config.basename,
  published,
});
