import { languageOfPath } from "#core/languages.ts";
import { type Words, wordsIn } from "./i18n/words";
import { entryAt, type PageFrame } from "./shell/page-frame";
import { published } from "./shell/published";
import { unslashed } from "./site-routes";

// A page is found once, from its address, by its loader, its meta and the document around it
// (app/root.tsx, which passes its words down to every component): its language comes from
// here alone.

/** A page as its loader, its meta and its components know it. */
export type CurrentPage = {
  /** Its address: React Router's, without the base path or a trailing slash. */
  path: string;
  language: string;
  words: Words;
  /** Its page in the route table (app/site-routes.ts) and its route's words; none for an
   * address no route has, the 404 page. */
  entry: PageFrame["entry"];
};

/** The page at an address; one no route has is in the language its first segment names. */
export function pageAt(pathname: string): CurrentPage {
  const path = unslashed(pathname);
  const entry = entryAt(published, path);
  const language = entry?.page.language ?? languageOfPath(path);
  return { path, language, words: wordsIn(language), entry };
}

/** The page a loader prerenders, from its request: the full URL, under the base path, and with
 * `.data` on the end when the prerender asks for the page's data. */
export function pageOfRequest(request: Request): CurrentPage {
  const base = import.meta.env.BASE_URL;
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  return pageAt(pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname);
}
