import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useWords } from "~/i18n/use-words";
import { ParticleBackground } from "~/particles/particle-background";
import { showCurrentYear } from "./current-year";
import { linkFontsAfterFirstPaint } from "./font-link";
import { INTERACTIVE_ATTRIBUTE } from "./interactive";
import { linkManifestOnLoad } from "./manifest-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function SiteShell({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const lastPathname = useRef(pathname);
  const words = useWords();

  // The page is React's now (its scripts start after the first paint, see
  // build-time/html-transforms.ts): what a visitor typed before is carried over by then.
  useEffect(() => linkManifestOnLoad(), []);
  useEffect(() => linkFontsAfterFirstPaint(), []);
  useEffect(() => {
    showCurrentYear(document);
    document.documentElement.dataset.hydrated = "true";
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, "");
  }, []);

  // After a client-side navigation, move focus to the new page so keyboard and screen-reader
  // users start reading there instead of in the closed menu.
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <ParticleBackground />
      <a className="skip-link" href="#main">
        {words.say("skipLink")}
      </a>
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
