import type { CommentsSettings } from "#core/schema.ts";
import type { Theme } from "#core/themes.ts";

export const GISCUS_ORIGIN = "https://giscus.app";
/** Where giscus keeps a signed-in reader's session, as its own client.js does. */
export const GISCUS_SESSION_KEY = "giscus-session";

// The languages giscus's widget is translated into (its locales); a page in another language
// shows it in English rather than asking for a page giscus does not have.
const LANGUAGES = new Set(
  "ar be bg ca cs da de en eo es eu fa fr gr gsw he hu id it ja kh ko nl pl pt ro ru th tr uk uz vi zh-CN zh-TW".split(
    " ",
  ),
);

/** giscus's locale for a page's `<html lang>`: itself, its language without the region, or en. */
export function giscusLanguage(lang: string): string {
  if (LANGUAGES.has(lang)) return lang;
  const primary = lang.split("-")[0] ?? "";
  return LANGUAGES.has(primary) ? primary : "en";
}

/** What the widget is told about the page it is on. */
export type GiscusPage = {
  /** The page's address, without giscus's session parameter or a fragment. */
  href: string;
  title: string;
  ogTitle: string;
  description: string;
  lang: string;
  theme: Theme;
  /** A signed-in reader's session, "" when there is none. */
  session: string;
};

/**
 * The widget's address, with the parameters giscus's client.js sends: built here so that no
 * script from giscus.app runs on the site, only its page in a frame.
 */
export function giscusUrl(settings: Omit<CommentsSettings, "provider">, page: GiscusPage): string {
  const { pathname } = new URL(page.href);
  const terms = {
    pathname: pathname.length < 2 ? "index" : pathname.slice(1).replace(/\.\w+$/, ""),
    url: page.href,
    title: page.title,
    "og:title": page.ogTitle,
  };
  const params = new URLSearchParams({
    origin: page.href,
    session: page.session,
    theme: page.theme,
    reactionsEnabled: "1",
    emitMetadata: "0",
    inputPosition: "bottom",
    repo: settings.repo,
    repoId: settings.repoId,
    category: settings.category,
    categoryId: settings.categoryId,
    strict: "0",
    description: page.description,
    backLink: page.href,
    term: terms[settings.mapping],
  });
  return `${GISCUS_ORIGIN}/${giscusLanguage(page.lang)}/widget?${params}`;
}
