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
};

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
export function pageMeta({ title, description, path, extra = [] }: PageMeta): MetaDescriptor[] {
  const fullTitle = `${title} — ${profile.name}`;
  const url = path === null ? null : `${siteUrl}${path}`;
  const image = `${siteUrl}${shareImage.path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: profile.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
    ...extra,
  ];
}
