import { useEffect, useState } from "react";

/**
 * The web app manifest, linked once the page has loaded rather than in the page as sent. A
 * linked manifest is fetched while the page is still parsing, and Chromium then fetches its
 * icon too: on a slow phone both share the connection with the font the first paint waits for.
 * Nothing needs the manifest before then: it matters when a visitor installs the site.
 */
export function ManifestLink({ href }: { href: string }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded ? <link rel="manifest" href={href} /> : null;
}
