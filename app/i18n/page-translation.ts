import { translations } from "#content/languages.ts";
import type { Translation } from "#core/schema.ts";
import type { PageTranslation } from "./page-translation-id.ts";

// A page that hydrates carries its own language's words, written into it at build time, so the
// browser's bundle holds no translation at all: a language adds pages, not JavaScript. In the
// browser, content/languages.ts is read from here instead (translations.client.ts, swapped in
// by build-time/vite-plugins/words-from-the-page.ts).

// Under `npm run dev` every page hydrates, the courses' and projects' pages too: all of it there.
const pick = (translation: Translation | undefined): Translation | null =>
  !translation || import.meta.env.DEV
    ? (translation ?? null)
    : { code: translation.code, texts: translation.texts, profile: translation.profile };

/** The JSON for a page in `language`, safe inside a <script> element. */
export function pageTranslationJson(language: string): string {
  const data: PageTranslation = {
    codes: translations.map((t) => t.code),
    // The words and the profile: what the header, the footer and the form say. The courses and
    // projects are not on a page that hydrates.
    translation: pick(translations.find((t) => t.code === language)),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
