import type { Translation } from "#core/schema.ts";

/** The id of the <script type="application/json"> a hydrating page holds its words in. */
export const PAGE_TRANSLATION_ID = "page-translation";

/** What it holds: every language's code, and the page's own language's translation. */
export type PageTranslation = { codes: string[]; translation: Translation | null };
