import type { MetaDescriptor } from "react-router";
import { profile } from "./content/profile";

/** The site's canonical origin and base, without a trailing slash (SITE_URL or the content). */
export const siteUrl = __SITE_URL__;

export const shareImage = {
  path: "/share-image.png",
  width: 1200,
  height: 630,
  alt: `${profile.name}, ${profile.position}`,
};

type PageMeta = {
  title: string;
  description: string;
  /** The route's path, such as "/courses"; null for a page search engines should not keep. */
  path: string | null;
  /** Extra descriptors for one route, such as structured data. */
  extra?: MetaDescriptor[];
  /** "article" for a post; "website" otherwise. */
  type?: "website" | "article";
  /** The page's own share card; the site's card when left out. */
  image?: typeof shareImage;
};

/** Each post's share card, drawn at build time (build-time/vite-plugins.ts → shareImages). */
export function postShareImage(post: { slug: string; title: string }) {
  return { ...shareImage, path: `/blog/${post.slug}/share-image.png`, alt: post.title };
}

type PostFacts = { slug: string; title: string; description: string; date: string; tags: string[] };

/** schema.org data for a post: who wrote it, when, and about what. */
export function blogPostingData(post: PostFacts) {
  const url = `${siteUrl}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    url,
    mainEntityOfPage: url,
    image: `${siteUrl}${postShareImage(post).path}`,
    keywords: post.tags,
    author: { "@type": "Person", name: profile.name, url: `${siteUrl}/` },
  };
}

/** schema.org data for the About page: who the site is about, for search engines. */
export function personData() {
  const email = profile.contacts.find((contact) => contact.kind === "email");
  const phone = profile.contacts.find((contact) => contact.kind === "phone");
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.position,
    url: `${siteUrl}/`,
    image: `${siteUrl}${shareImage.path}`,
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
export function pageMeta({
  title,
  description,
  path,
  extra = [],
  type = "website",
  image: card = shareImage,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = `${title} — ${profile.name}`;
  const url = path === null ? null : `${siteUrl}${path}`;
  const image = `${siteUrl}${card.path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: type },
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
