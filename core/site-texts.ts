import { site } from "#content/site.ts";
import type { Texts } from "./schema.ts";
import { texts } from "./texts.ts";

/**
 * The site's words in its own language: the template's (texts.ts), with any the owner wrote in
 * site.ts → texts in their place. A translation's words go over these in its language.
 */
export const siteTexts: Texts = { ...texts, ...site.texts };
