declare const __BUILD_YEAR__: number;
declare const __SITE_URL__: string;
/** Each theme's page colour (--color-bg), read from app/styles/tokens.css at build time. */
declare const __THEME_COLORS__: { light: string; dark: string };
/** What the owner has published: the menu shows the blog only when there is a post. */
declare const __PUBLISHED__: import("./site-routes.ts").Published;
