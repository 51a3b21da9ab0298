import type { Translation } from "#core/schema.ts";

// One language, the one site.ts names; README ("A second language") says how to add another.
export const translations: Translation[] = [];
