import type { Published } from "#core/published.ts";

/**
 * What the owner had published when the build started (vite.config.ts), read once here: Vite
 * writes a define's value out at every place it is used, and the menu, the head's links and the
 * switcher all read it.
 */
export const published: Published = __PUBLISHED__;
