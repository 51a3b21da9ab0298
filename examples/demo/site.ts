import type { Site } from "#core/schema.ts";

// Where the site lives. Canonical links, share cards, the sitemap and robots.txt are built from
// this URL; a SITE_URL environment variable at build time overrides it (for a preview deploy).
export const site: Site = {
  url: "https://mira-kovacs.example.com",
  // The theme a first visit opens in, until the visitor picks one with the toggle: "dark" (the
  // default), "light", or "system" to follow the visitor's system setting.
  theme: "dark",
  // Your colour for links, buttons, the particles, the share cards and the icons, such as
  // accent: "#0f766e" (the other theme's shade is derived), or { light: "…", dark: "…" }; the
  // spec's red when left out. Your own CSS goes in styles.css beside this file.
  // Any of the site's own words (core/texts.ts) put your way, such as
  // texts: { contact: "Get in touch" }; a translation's words still go over them in its language.
  // With editUrl, the folder of your posts in your repository's editor, such as
  // "https://github.com/me/site/edit/main/content/posts/", each post links to its file there.
};
