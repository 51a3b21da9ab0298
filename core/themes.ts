// The site's two looks, and what the owner may choose among them: written here once, for the
// schema, the theme script, the comments' frame, the build's colours and the tests.

/** The two looks every colour token has (app/styles/tokens.css: light-dark(light, dark)). */
export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

/** The theme a first visit opens in (content/site.ts): a look, or the visitor's system setting. */
export const ownerThemes = ["dark", "light", "system"] as const;
export type OwnerTheme = (typeof ownerThemes)[number];

/** The product spec draws the site dark: the owner's default, and what "system" means where no
 * visitor's setting can be asked (what is drawn once for everyone, a page without scripts). */
export const SPEC_THEME: Theme = "dark";

export const isTheme = (value: unknown): value is Theme =>
  (themes as readonly unknown[]).includes(value);

/** The look of what is drawn once for every visitor (the share cards, the icons, the installed
 * app's colours): the owner's, and the spec's when the owner leaves it to each visitor's system. */
export const drawnTheme = (owner: OwnerTheme): Theme => (owner === "system" ? SPEC_THEME : owner);
