import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { profile } from "~/content/profile";
import { SEARCH_OPEN_ATTRIBUTE, SEARCH_PATH } from "~/search/search-link";
import { watchSearch } from "~/search/search-opener";
import { hasSearch, titles } from "~/site-routes";
import { ThemeToggle } from "~/theme/theme-toggle";
import { pageHref } from "~/ui/page-href";
import { enhanceMenu, MENU_LABEL } from "./menu";
import { navItems } from "./navigation";

const MENU_ID = "site-menu";
// Search exists when the owner has written something to search (app/site-routes.ts).
const searchHere = hasSearch(__PUBLISHED__);

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
  useEffect(() => (searchHere ? watchSearch(document) : undefined), []);
  // Prerendering renders /courses as "/courses/"; compared without the trailing slash.
  const currentPath = useLocation().pathname.replace(/(.)\/+$/, "$1");

  return (
    <header ref={headerRef} className="site-header">
      <a href={pageHref("/")} className="logo">
        <span aria-hidden="true">{profile.initials}</span>
        <span className="sr-only">{profile.name}, home</span>
      </a>
      {searchHere && (
        // A link to the page that lists everything; where scripts run, it opens search in place.
        <a
          href={pageHref(SEARCH_PATH)}
          className="header-button"
          aria-keyshortcuts="/"
          {...{ [SEARCH_OPEN_ATTRIBUTE]: "" }}
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
          <span className="sr-only">{titles.search}</span>
        </a>
      )}
      <ThemeToggle />
      <button
        type="button"
        className="header-button menu-toggle"
        aria-expanded={false}
        aria-controls={MENU_ID}
        aria-label={MENU_LABEL.open}
        popoverTarget={MENU_ID}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
      </button>
      <div id={MENU_ID} className="menu-overlay" popover="auto">
        <nav aria-label="Main">
          <ul className="menu-list">
            {navItems.map((item, index) => (
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
      </div>
    </header>
  );
}
