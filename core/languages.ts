import { translations } from "#content/languages.ts";
import { site } from "#content/site.ts";
import type { Translation } from "./schema.ts";

// The site's languages and their addresses: the site's own language at the root, as it always
// was, and each translation under its code (/de, /de/courses). Pure, for the route list, the
// pages, the build and the tests alike.

/** The language the content in content/ is written in. */
export const defaultLanguage: string = site.language ?? "en";

/** Every language, the site's own first. */
export const languages: string[] = [defaultLanguage, ...translations.map((t) => t.code)];

/** The owner's translation into a language; undefined for the site's own. */
export const translationOf = (code: string): Translation | undefined =>
  translations.find((t) => t.code === code);

// Scripts written right to left (CLDR): their pages mirror. Chosen by the language's own
// subtag, so "ar-EG" is right to left and "ku" (Latin script by default) is not.
const RIGHT_TO_LEFT = new Set([
  "ar",
  "arc",
  "ckb",
  "dv",
  "fa",
  "he",
  "ks",
  "ps",
  "sd",
  "ug",
  "ur",
  "yi",
]);

export const directionOf = (code: string): "ltr" | "rtl" =>
  RIGHT_TO_LEFT.has(code.split("-")[0] ?? "") || /-(Arab|Hebr|Thaa|Syrc)\b/.test(code)
    ? "rtl"
    : "ltr";

/** A language's name in itself ("Deutsch", "العربية"), as the switcher shows it. */
export const nativeName = (code: string): string => {
  let named = nativeNames.get(code);
  if (named === undefined) {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
    named = name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
    nativeNames.set(code, named);
  }
  return named;
};

// Every page's switcher names each language: made once per language, since making an
// Intl.DisplayNames is slow next to reading one (0.2 s of a 1,000-post build).
const nativeNames = new Map<string, string>();

/** A page's address in a language: "/courses" → "/de/courses", "/" → "/de". */
export function localePath(code: string, path: string): string {
  if (code === defaultLanguage) return path;
  return path === "/" ? `/${code}` : `/${code}${path}`;
}

/** The language a page's address is in (React Router's, without the base path). */
export function languageOfPath(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  return first !== defaultLanguage && languages.includes(first) ? first : defaultLanguage;
}

/** A page's address without its language: "/de/courses" → "/courses", "/de" → "/". */
export function unlocalizedPath(pathname: string): string {
  const code = languageOfPath(pathname);
  const trimmed = pathname.replace(/(.)\/+$/, "$1");
  if (code === defaultLanguage) return trimmed;
  return trimmed.slice(code.length + 1) || "/";
}
