// React Router's root route: the document around every page, its <html> in the page's language
// and the owner's theme, the head every page shares (meta, the one stylesheet, the theme and page
// scripts), the shell, and the 404 page for what no route matches.
import { pageScript } from "virtual:page-script";
import { useContext } from "react";
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { profile } from "#content/profile.ts";
import { isTheme, themes } from "#core/themes.ts";
import type { Route } from "./+types/root";
import { pageAt } from "./current-page";
import { pageTranslationJson } from "./i18n/page-translation";
import { PAGE_TRANSLATION_ID } from "./i18n/page-translation-id";
import { PageWords, useWords } from "./i18n/use-words";
import { NotFoundPage } from "./not-found/not-found-page";
import { searchKeyScript } from "./search/search-key";
import { fontsHref } from "./shell/font-link";
import { type PageFrame, pageFrame } from "./shell/page-frame";
import { pageScriptLoader } from "./shell/page-script-loader";
import { published } from "./shell/published";
import { SiteShell } from "./shell/site-shell";
import appCss from "./styles/app.css?url";
import { themeScript } from "./theme/theme-script";

// Files in public/ are served under the base path, like everything else.
const base = import.meta.env.BASE_URL;

/** The same page in every language it exists in, for search engines (app/site-routes.ts). */
function Alternates({ alternates }: { alternates: PageFrame["alternates"] }) {
  return alternates.map(({ hreflang, path }) => (
    <link key={hreflang} rel="alternate" hrefLang={hreflang} href={`${__SITE_URL__}${path}`} />
  ));
}

export const links: Route.LinksFunction = () => [
  // The one stylesheet. The build puts its text in each page as sent (build-time/html-transforms.ts),
  // so the first paint waits for no request; `precedence` makes it a React stylesheet resource,
  // which React writes near the top of <head>, where the build finds it. The browser's bundle
  // names none, so React, when it comes on intent, does not fetch the stylesheet again; under
  // `npm run dev` the page links it as it is.
  ...(import.meta.env.SSR || import.meta.env.DEV
    ? [{ rel: "stylesheet", href: appCss, precedence: "default" } as LinkDescriptor]
    : []),
  { rel: "icon", href: `${base}favicon.svg`, type: "image/svg+xml" },
  { rel: "icon", href: `${base}favicon-32.png`, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: `${base}apple-touch-icon.png` },
];

// Each theme's page colour, read from tokens.css at build time (vite.config.ts).
const themeColor = __THEME_COLORS__;
// The theme a first visit opens in (content/site.ts): "system" leaves it to the visitor's.
const ownerTheme = __OWNER_THEME__;
// The script runs from the prerendered HTML alone; the browser's bundle never needs its text, so
// the client renders it empty (and React leaves the prerendered one in place when it hydrates).
const themeSetup = import.meta.env.SSR ? themeScript(themeColor, ownerTheme) : "";
// A `/` pressed before search's opener comes is held from the first paint (search/search-key.ts),
// on the pages of a language with search; the same in the browser's bundle as the theme's.
const searchKey = import.meta.env.SSR ? searchKeyScript() : "";

// Written while prerendering; in the browser, what the page holds (app/i18n/page-translation.ts).
const pageTranslation = (language: string) =>
  import.meta.env.SSR
    ? pageTranslationJson(language)
    : (document.getElementById(PAGE_TRANSLATION_ID)?.textContent ?? "");

// The routes whose pages hydrate (app/site-routes.ts). Under `npm run dev` every page does, for
// hot reloading; the components' effects then run what the page script runs in a build. So does
// the SPA fallback React Router renders down to the root alone (the build then deletes it).
const useHydrates = ({ hydrating }: PageFrame) => {
  const matches = useMatches();
  const spaFallback = useContext(FrameworkContext)?.isSpaMode === true;
  return (
    import.meta.env.DEV || spaFallback || matches.some((match) => hydrating.includes(match.id))
  );
};

// Links to the site's own pages are fetched on hover or press, where the browser knows
// Speculation Rules, so the next page load has nothing left to wait for. Not the feeds.
const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: {
        and: [{ href_matches: `${base}*` }, { not: { href_matches: `${base}*.xml` } }],
      },
      eagerness: "moderate",
    },
  ],
});

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // What the page shows of the published list, read here once (app/shell/page-frame.ts).
  const frame = pageFrame(published, pathname);
  const hydrates = useHydrates(frame);
  // The page is found here once; every component below reads its words (useWords).
  const { words } = pageAt(pathname);
  return (
    // The owner's theme paints even without scripts; the theme script puts the visitor's choice
    // here before React hydrates, and React, whose value never changes, leaves it alone.
    <html
      lang={words.language}
      dir={words.dir}
      data-theme={isTheme(ownerTheme) ? ownerTheme : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The owner's theme, or the system's; the script below puts the visitor's ahead. */}
        {isTheme(ownerTheme) ? (
          <meta name="theme-color" content={themeColor[ownerTheme]} />
        ) : (
          themes.map((theme) => (
            <meta
              key={theme}
              name="theme-color"
              media={`(prefers-color-scheme: ${theme})`}
              content={themeColor[theme]}
            />
          ))
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed at build time, allowed by its CSP hash */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeSetup }} />
        {frame.search && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed at build time, allowed by its CSP hash
          <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: searchKey }} />
        )}
        <Meta />
        <Links />
        <Alternates alternates={frame.alternates} />
        {/* The page script links Inter once the page has painted (app/shell/font-link.ts); a
            visit without scripts links it here, and the browser's bundle renders none. */}
        {import.meta.env.SSR && (
          <noscript>
            <link rel="stylesheet" href={fontsHref} />
          </noscript>
        )}
        {/* The words of a page that hydrates, for the browser's React to render with; the
            browser renders back what the page holds. */}
        {hydrates && (
          <script
            type="application/json"
            id={PAGE_TRANSLATION_ID}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's words as JSON, escaped for a script element
            dangerouslySetInnerHTML={{ __html: pageTranslation(words.language) }}
          />
        )}
        {/* Feed readers find the blog of the page's language from any of its pages. */}
        {frame.feeds.map(({ path, type }) => (
          <link
            key={path}
            rel="alternate"
            type={type}
            href={`${base}${path.slice(1)}`}
            title={`${profile.name} — ${words.text("blog")}`}
          />
        ))}
        {/* Every built page runs it, one that hydrates too: there React comes on intent, and
            the menu, the field and the rest work before it (app/ui/attach-once.ts). The
            browser's bundle renders none of it; React 19's hydration passes over tags in
            <head> it did not render. */}
        {pageScript && (
          <>
            {[pageScript.src, ...pageScript.preloads].map((href) => (
              // Marked, so that putting React off (build-time/html-transforms.ts) leaves them.
              <link key={href} rel="modulepreload" href={href} data-page-script="" />
            ))}
            <script
              data-page-script=""
              // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed at build time, allowed by its CSP hash
              dangerouslySetInnerHTML={{ __html: pageScriptLoader(pageScript.src) }}
            />
          </>
        )}
        <script
          type="speculationrules"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed at build time, allowed by its CSP hash
          dangerouslySetInnerHTML={{ __html: speculationRules }}
        />
      </head>
      <body>
        <PageWords value={words}>{children}</PageWords>
        {hydrates && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

// Any route error shows the 404 page, as the spec asks; unexpected errors are still logged
// so an owner sees them in the console.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const words = useWords();
  return (
    <SiteShell>
      <title>{`${words.text("notFound")} — ${profile.name}`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundPage />
    </SiteShell>
  );
}
