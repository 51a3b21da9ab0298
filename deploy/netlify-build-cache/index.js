// A Netlify Build Plugin of this repository's own (netlify.toml names it): keeps the build's
// cache, node_modules/.cache, from one deploy to the next with Netlify's cache utility, so that a
// push that adds a post builds only what changed (docs/deploy.md, "Warm deploys"). Restored
// after Netlify installs the packages and before the build; saved after a build that succeeded.
const BUILD_CACHE = "node_modules/.cache";

/**
 * The part of what Netlify hands an event handler that this plugin uses.
 * @typedef {{ utils: { cache: { restore(path: string): Promise<boolean>, save(path: string): Promise<boolean> } } }} Build
 */

/** @param {Build} build */
export const onPreBuild = async ({ utils }) => {
  if (await utils.cache.restore(BUILD_CACHE)) console.log(`Restored ${BUILD_CACHE}`);
};

/** @param {Build} build */
export const onPostBuild = async ({ utils }) => {
  if (await utils.cache.save(BUILD_CACHE)) console.log(`Saved ${BUILD_CACHE}`);
};
