declare const __BUILD_YEAR__: number;
declare const __SITE_URL__: string;
/** What the owner has published: the menu shows the blog only when there is a post. */
declare const __PUBLISHED__: import("./site-routes.ts").Published;
