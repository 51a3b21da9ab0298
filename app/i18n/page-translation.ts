import { translations } from "../content/languages.ts";
import type { PageTranslation } from "./page-translation-id.ts";

// A page that hydrates carries its own language's words, written into it at build time, so the
// browser's bundle holds no translation at all: a language adds pages, not JavaScript. In the
// browser, app/content/languages.ts is read from here instead (translations.client.ts, swapped in
// by build-time/vite-plugins.ts → wordsFromThePage).

/** The JSON for a page in `language`, safe inside a <script> element. */
export function pageTranslationJson(language: string): string {
  const data: PageTranslation = {
    codes: translations.map((t) => t.code),
    translation: translations.find((t) => t.code === language) ?? null,
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
