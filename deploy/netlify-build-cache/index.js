// A Netlify Build Plugin of this repository's own (netlify.toml names it): keeps the build's
// cache, node_modules/.cache, from one deploy to the next with Netlify's cache utility, so that a
// push that adds a post builds only what changed (docs/deploy.md, "Warm deploys"). Restored
// after Netlify installs the packages and before the build; saved after a build that succeeded.
const BUILD_CACHE = "node_modules/.cache";

export const onPreBuild = async ({ utils }) => {
  if (await utils.cache.restore(BUILD_CACHE)) console.log(`Restored ${BUILD_CACHE}`);
};

export const onPostBuild = async ({ utils }) => {
  if (await utils.cache.save(BUILD_CACHE)) console.log(`Saved ${BUILD_CACHE}`);
};
