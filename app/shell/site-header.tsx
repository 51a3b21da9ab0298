import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { profile } from "#content/profile.ts";
import { languages, nativeName } from "#core/languages.ts";
import { useWords } from "~/i18n/use-words";
import { SEARCH_OPEN_ATTRIBUTE } from "~/search/search-link";
import { watchSearch } from "~/search/search-opener";
import type { SearchTexts } from "~/search/search-text";
import { SEARCH_PATH, unslashed } from "~/site-routes";
import { ThemeToggle } from "~/theme/theme-toggle";
import { pageHref } from "~/ui/page-href";
import { textsAttribute } from "~/ui/page-texts";
import { enhanceMenu, type MenuLabels } from "./menu";
import { type PageFrame, pageFrame } from "./page-frame";
import { published } from "./published";

const MENU_ID = "site-menu";

/**
 * The menu is the platform's own popover: the toggle opens and closes it, Escape and a tap
 * outside close it, and CSS locks the page's scrolling, all from the first paint, before any
 * script has run. menu.ts adds the toggle's state, focus handling and closing on a pick: from the
 * page's script on every built page, and from the effect below under `npm run dev` (where React
 * comes to a built page, the effect finds it attached).
 */
export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => (headerRef.current ? enhanceMenu(headerRef.current) : undefined), []);
  const words = useWords();
  // Prerendering renders /courses as "/courses/"; compared without the trailing slash.
  const currentPath = unslashed(useLocation().pathname);
  const frame = pageFrame(published, currentPath);
  const searchHere = frame.search;
  useEffect(() => (searchHere ? watchSearch(document) : undefined), [searchHere]);
  const menuLabels: MenuLabels = { open: words.text("openMenu"), close: words.text("closeMenu") };
  const searchTexts: SearchTexts = {
    label: words.text("searchLabel"),
    placeholder: words.text("searchPlaceholder"),
    close: words.text("close"),
    results: words.text("results"),
    everything: words.text("everything"),
    noResults: words.text("noResults"),
    oneResult: words.text("oneResult"),
    someResults: words.text("someResults"),
    failed: words.text("searchFailed"),
  };

  return (
    <header ref={headerRef} className="site-header">
      <a href={pageHref(words.path("/"))} className="logo">
        <span aria-hidden="true">{profile.initials}</span>
        <span className="sr-only" lang={words.langOf("home")}>
          {words.text("home", { name: profile.name })}
        </span>
      </a>
      {searchHere && (
        // A link to the page that lists everything; where scripts run, it opens search in place.
        <a
          href={pageHref(words.path(SEARCH_PATH))}
          className="header-button"
          aria-keyshortcuts="/"
          {...{ [SEARCH_OPEN_ATTRIBUTE]: "" }}
          {...textsAttribute(searchTexts)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </svg>
          <span className="sr-only">{words.say("search")}</span>
        </a>
      )}
      <ThemeToggle />
      <button
        type="button"
        className="header-button menu-toggle"
        aria-expanded={false}
        aria-controls={MENU_ID}
        aria-label={menuLabels.open}
        {...textsAttribute(menuLabels)}
        popoverTarget={MENU_ID}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
      </button>
      <div id={MENU_ID} className="menu-overlay" popover="auto">
        <nav aria-label={words.text("mainMenu")}>
          <ul className="menu-list">
            {frame.menu.map((item, index) => (
              <li
                key={item.to}
                className="menu-item"
                // The spec's stagger: 0.2 s times the item's index.
                style={{ animationDelay: `${(index * 0.2).toFixed(1)}s` }}
              >
                <a
                  href={pageHref(item.to)}
                  className="menu-link"
                  aria-current={item.to === currentPath ? "page" : undefined}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher switcher={frame.switcher} current={words.language} />
      </div>
    </header>
  );
}

/**
 * Plain links to this page in the site's other languages, or to the nearest page there is
 * (app/site-routes.ts → counterpart): no script, no redirect. Only a site with two languages.
 */
function LanguageSwitcher({
  switcher,
  current,
}: {
  switcher: PageFrame["switcher"];
  current: string;
}) {
  const words = useWords();
  if (languages.length < 2) return null;
  return (
    <ul className="language-list" aria-label={words.text("languages")}>
      {switcher.map(({ language, path }) => (
        <li key={language}>
          <a
            href={pageHref(path)}
            hrefLang={language}
            lang={language}
            className="language-link"
            aria-current={language === current ? "true" : undefined}
          >
            {nativeName(language)}
          </a>
        </li>
      ))}
    </ul>
  );
}
