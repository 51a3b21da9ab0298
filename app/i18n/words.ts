import { createElement, type ReactNode } from "react";
import { defaultLanguage, directionOf, localePath, translationOf } from "#core/languages.ts";
import type { Texts } from "#core/schema.ts";
import { siteTexts } from "#core/site-texts.ts";

export type TextKey = keyof Texts;
type Values = Record<string, string | number>;

/** What a page in one language says, and where its links lead. */
export type Words = {
  language: string;
  dir: "ltr" | "rtl";
  /** A text in this language, or in the site's own where it is not translated. */
  text(key: TextKey, values?: Values): string;
  /** The `lang` an element holding the text needs: the site's own where it falls back. */
  langOf(key: TextKey): string | undefined;
  /** The text as a node: in an element of its own language where it falls back. */
  say(key: TextKey, values?: Values): ReactNode;
  /** A page's address in this language (React Router's, without the base path). */
  path(path: string): string;
};

/** "{count} results" with count 3 → "3 results"; a name it has no value for stays. */
export const fill = (template: string, values: Values = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

const made = new Map<string, Words>();

export function wordsIn(language: string): Words {
  const known = made.get(language);
  if (known) return known;
  const translated: Partial<Texts> = translationOf(language)?.texts ?? {};
  const langOf = (key: TextKey) =>
    language !== defaultLanguage && translated[key] === undefined ? defaultLanguage : undefined;
  const text = (key: TextKey, values?: Values) => fill(translated[key] ?? siteTexts[key], values);
  const words: Words = {
    language,
    dir: directionOf(language),
    text,
    langOf,
    say: (key, values) => {
      const lang = langOf(key);
      return lang ? createElement("span", { lang }, text(key, values)) : text(key, values);
    },
    path: (path) => localePath(language, path),
  };
  made.set(language, words);
  return words;
}
