import type { MetaDescriptor } from "react-router";
import { profile } from "#content/profile.ts";
import { defaultLanguage, localePath } from "#core/languages.ts";
import { profileIn } from "#core/local-profile.ts";
import { postCardPath, postPath } from "#core/page-paths.ts";
import { pageAt } from "./current-page";
import type { TextKey, Words } from "./i18n/words";

/** The site's canonical origin and base, without a trailing slash (SITE_URL or the content). */
export const siteUrl = __SITE_URL__;

export const shareImage = {
  path: "/share-image.png",
  width: 1200,
  height: 630,
  alt: `${profile.name}, ${profile.position}`,
};

/** The site's share card in a language: the owner's position is on it, in that language. */
export function shareImageIn(language: string): typeof shareImage {
  if (language === defaultLanguage) return shareImage;
  const { position } = profileIn(language).profile;
  return {
    ...shareImage,
    path: localePath(language, shareImage.path),
    alt: `${profile.name}, ${position}`,
  };
}

type PageMeta = {
  /** The page's language: its canonical address and its cards are that language's. */
  language: string;
  title: string;
  description: string;
  /** The route's path in the site's own language, such as "/courses"; null for a page search
   * engines should not keep. */
  path: string | null;
  /** Extra descriptors for one route, such as structured data. */
  extra?: MetaDescriptor[];
  /** "article" for a post; "website" otherwise. */
  type?: "website" | "article";
  /** The page's own share card; the site's card when left out. */
  image?: typeof shareImage;
  /** Where the page was first published, when elsewhere: the address search engines keep. */
  canonical?: string | undefined;
};

/** Each post's share card, drawn at build time (build-time/vite-plugins/share-images.ts). */
export function postShareImage(post: { slug: string; title: string }, language = defaultLanguage) {
  return {
    ...shareImage,
    path: localePath(language, postCardPath(post.slug)),
    alt: post.title,
  };
}

type PostFacts = {
  slug: string;
  title: string;
  description: string;
  date: string;
  updated?: string | undefined;
  tags: string[];
  canonical?: string | undefined;
};

/** schema.org data for a post: who wrote it, when, in what language and about what. */
export function blogPostingData(post: PostFacts, language = defaultLanguage) {
  const url = `${siteUrl}${localePath(language, postPath(post.slug))}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    inLanguage: language,
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    ...(post.updated ? { dateModified: post.updated } : {}),
    url,
    mainEntityOfPage: post.canonical ?? url,
    image: `${siteUrl}${postShareImage(post, language).path}`,
    keywords: post.tags,
    author: { "@type": "Person", name: profile.name, url: `${siteUrl}/` },
  };
}

/** schema.org data for the About page: who the site is about, for search engines. */
export function personData(language = defaultLanguage) {
  const email = profile.contacts.find((contact) => contact.kind === "email");
  const phone = profile.contacts.find((contact) => contact.kind === "phone");
  const home = localePath(language, "/");
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    inLanguage: language,
    name: profile.name,
    jobTitle: profileIn(language).profile.position,
    url: `${siteUrl}${home === "/" ? "/" : home}`,
    image: `${siteUrl}${shareImageIn(language).path}`,
    email: email?.href,
    telephone: phone?.href.replace(/^tel:/, ""),
    knowsAbout: profile.technologies,
    sameAs: profile.socials.map((social) => social.href),
  };
}

/**
 * Title, description, canonical link and the Open Graph and Twitter card tags for one route,
 * so every page reads well in search results and shows a real card when its link is shared.
 */
function pageMeta({
  language,
  title,
  description,
  path,
  extra = [],
  type = "website",
  image: card = shareImageIn(language),
  canonical,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = `${title} — ${profile.name}`;
  const url = path === null ? null : `${siteUrl}${localePath(language, path)}`;
  const image = `${siteUrl}${card.path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: canonical ?? url },
          // A card shared from this page leads to it, wherever it was first published.
          { property: "og:url", content: url },
        ]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: type },
    { property: "og:locale", content: language.replace("-", "_") },
    { property: "og:site_name", content: profile.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(card.width) },
    { property: "og:image:height", content: String(card.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
    ...extra,
  ];
}

/** What a route's own meta reads: its page's language and words. */
type MetaPage = {
  language: string;
  words: Words;
  /** A description's template, filled with the owner's name and position in this language. */
  describe(key: TextKey, values?: Record<string, string>): string;
};

/** What a page says of itself beyond its entry in the route table. */
type OwnMeta = Partial<Omit<PageMeta, "language" | "path">>;

/**
 * A route's meta: its page's title, description and address from its entry in the route table
 * (app/site-routes.ts), in the page's language. `own` adds what the page says of itself, from
 * its language and its loader's data (the home page's title, a post's description and card),
 * or null when it has no data to say it with.
 */
export function routeMeta(
  { location }: { location: { pathname: string } },
  own?: (page: MetaPage) => OwnMeta | null,
): MetaDescriptor[] {
  const { language, words, entry } = pageAt(location.pathname);
  const { position } = profileIn(language).profile;
  const describe = (key: TextKey, values: Record<string, string> = {}) =>
    words.text(key, { name: profile.name, position, ...values });
  const given = own ? own({ language, words, describe }) : {};
  if (given === null) return [];
  const said = entry?.page.words ?? entry?.words;
  const title = given.title ?? entry?.page.title ?? entry?.page.heading;
  const description = given.description ?? (said && describe(said.description, said.values));
  if (!title || description === undefined)
    throw new Error(`${location.pathname} has no title or description in app/site-routes.ts`);
  const path = entry && !entry.page.noindex ? entry.page.key : null;
  return pageMeta({
    ...given,
    language,
    title,
    description,
    path,
    canonical: entry?.page.canonical,
  });
}
