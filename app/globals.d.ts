declare const __BUILD_YEAR__: number;
declare const __SITE_URL__: string;
/** Each theme's page colour (--color-bg), read from app/styles/tokens.css at build time. */
declare const __THEME_COLORS__: Record<import("#core/themes.ts").Theme, string>;
/** The theme the owner chose in content/site.ts, the schema's default when left out. */
declare const __OWNER_THEME__: import("#core/themes.ts").OwnerTheme;
/** The browser's copy of what the owner has published (vite.config.ts); the server reads the
 * content itself (app/shell/published.ts). */
declare const __PUBLISHED__: import("./site-routes.ts").Published;

/** The icons of the networks and messengers in the owner's profile (build-time/content-icons.ts). */
declare module "virtual:content-icons" {
  type IconData = import("./ui/icons/svg-icon.tsx").IconData;
  type Profile = import("#core/schema.ts").Profile;
  type Messenger = NonNullable<
    Extract<Profile["contacts"][number], { kind: "messenger" }>["network"]
  >;
  export const socialIcons: Partial<Record<Profile["socials"][number]["network"], IconData>>;
  export const messengerIcons: Partial<Record<Messenger, IconData>>;
}

/**
 * The script every built page runs, as the browser's build wrote it (build-time/page-script.ts);
 * null in the browser's own bundle and under the dev server, where every page hydrates.
 */
declare module "virtual:page-script" {
  /** The page script's file and the chunks it imports, each under the base path. */
  export const pageScript: { src: string; preloads: string[] } | null;
}
/** Whether the owner has set comments (content/site.ts): without them no comments code ships. */
declare const __COMMENTS__: boolean;
/** The owner's analytics (content/site.ts), null when not set: then none of its code ships. */
declare const __ANALYTICS__: { domain: string; src: string } | null;
