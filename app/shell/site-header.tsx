import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { profile } from "~/content/profile";
import { ThemeToggle } from "~/theme/theme-toggle";
import { navItems } from "./navigation";

const MENU_ID = "site-menu";

function hideMenu(menu: HTMLElement | null) {
  if (menu?.matches(":popover-open")) menu.hidePopover();
}

/**
 * The menu is the platform's own popover: the toggle opens and closes it, Escape and a tap
 * outside close it, and CSS locks the page's scrolling, all from the first paint, before any
 * script has run. Once React is there it adds the toggle's state, focus handling and closing
 * on navigation.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const closeMenu = () => hideMenu(menuRef.current);

  // A menu opened by a tap before hydration stays open, and React takes it over from there.
  useEffect(() => {
    if (menuRef.current?.matches(":popover-open")) setOpen(true);
  }, []);
  // Prerendering renders /courses as "/courses/", which NavLink's exact match would not mark
  // as current; comparing without the trailing slash works in both places.
  const currentPath = useLocation().pathname.replace(/(.)\/+$/, "$1");

  useEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return;

    // While the overlay covers the page, everything else is inert: out of the tab order and
    // hidden from screen readers. The header (logo, toggle, menu) is all that remains.
    const outside = [...document.body.children].filter(
      (element) =>
        element !== header && !element.contains(header) && !element.hasAttribute("inert"),
    );
    for (const element of outside) element.setAttribute("inert", "");
    firstLinkRef.current?.focus();

    // Tab from the last item comes back to the first, and Shift+Tab the other way round.
    // (The menu's handful of links and buttons did not warrant a focus-trap library on every
    // page; see the byte budgets in tests/e2e/budgets.spec.ts.)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        hideMenu(menuRef.current);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      const items = [...header.querySelectorAll<HTMLElement>("a[href], button")];
      const first = items[0];
      const last = items.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);

    return () => {
      for (const element of outside) element.removeAttribute("inert");
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <header ref={headerRef} className="site-header">
      <Link to="/" className="logo" onClick={closeMenu}>
        <span aria-hidden="true">{profile.initials}</span>
        <span className="sr-only">{profile.name}, home</span>
      </Link>
      <ThemeToggle />
      <button
        ref={toggleRef}
        type="button"
        className="header-button menu-toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? "Close menu" : "Open menu"}
        popoverTarget={MENU_ID}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        className="menu-overlay"
        popover="auto"
        onToggle={(event) => setOpen(event.newState === "open")}
      >
        <nav aria-label="Main">
          <ul className="menu-list">
            {navItems.map((item, index) => (
              <li
                key={item.to}
                className="menu-item"
                // The spec's stagger: 0.2 s times the item's index.
                style={{ animationDelay: `${(index * 0.2).toFixed(1)}s` }}
              >
                <Link
                  ref={index === 0 ? firstLinkRef : undefined}
                  to={item.to}
                  className="menu-link"
                  aria-current={item.to === currentPath ? "page" : undefined}
                  onClick={closeMenu}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
