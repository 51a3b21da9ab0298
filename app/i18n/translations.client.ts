import type { Translation } from "#core/schema.ts";
import { PAGE_TRANSLATION_ID, type PageTranslation } from "./page-translation-id.ts";

// content/languages.ts as the browser reads it: from the page (page-translation.ts). Every
// language is there by its code; only the page's own carries its words, the only ones it shows.
const element =
  typeof document === "undefined" ? null : document.getElementById(PAGE_TRANSLATION_ID);
const data = JSON.parse(element?.textContent || "null") as PageTranslation | null;

export const translations: Translation[] = (data?.codes ?? []).map((code) =>
  code === data?.translation?.code ? data.translation : { code },
);
