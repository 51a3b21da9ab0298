import { createFocusTrap } from "focus-trap";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { profile } from "~/content/profile";
import { navItems } from "~/navigation";

const MENU_ID = "site-menu";

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return;

    // Keep Tab inside the header (toggle + menu) while the overlay covers the page.
    const trap = createFocusTrap(header, {
      initialFocus: () => firstLinkRef.current ?? false,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
    });
    trap.activate();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    const root = document.documentElement;
    root.classList.add("menu-open");

    return () => {
      trap.deactivate();
      document.removeEventListener("keydown", onKeyDown);
      root.classList.remove("menu-open");
    };
  }, [open]);

  return (
    <header ref={headerRef} className="site-header">
      <Link to="/" className="logo" onClick={() => setOpen(false)}>
        <span aria-hidden="true">{profile.initials}</span>
        <span className="sr-only">{profile.name}, home</span>
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
      </button>
      <div id={MENU_ID} className="menu-overlay" hidden={!open}>
        <nav aria-label="Main">
          <ul className="menu-list">
            {navItems.map((item, index) => (
              <li
                key={item.to}
                className="menu-item"
                // The spec's stagger: 0.2 s times the item's index.
                style={{ animationDelay: `${(index * 0.2).toFixed(1)}s` }}
              >
                <NavLink
                  ref={index === 0 ? firstLinkRef : undefined}
                  to={item.to}
                  end
                  className="menu-link"
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <noscript>
        {/* Without JavaScript the toggle cannot open the overlay, so the links show inline. */}
        <nav aria-label="Main" className="noscript-nav">
          {navItems.map((item) => (
            <a key={item.to} href={item.to}>
              {item.label}
            </a>
          ))}
        </nav>
      </noscript>
    </header>
  );
}
