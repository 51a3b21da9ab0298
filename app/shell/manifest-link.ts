import { attachOnce } from "~/ui/attach-once";

/** The web app manifest, under the site's base path. */
export const manifestHref = `${import.meta.env.BASE_URL}site.webmanifest`;

/**
 * Links the web app manifest once the page has loaded rather than in the page as sent. A linked
 * manifest is fetched while the page is still parsing, and Chromium then fetches its icon too:
 * on a slow phone both share the connection with the font the first paint waits for. Nothing
 * needs the manifest before then: it matters when a visitor installs the site. Returns the
 * clean-up.
 */
export function linkManifestOnLoad(href = manifestHref): () => void {
  return attachOnce("manifest", document, () => linkManifest(href));
}

function linkManifest(href: string): () => void {
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = href;
  const add = () => document.head.append(link);
  if (document.readyState === "complete") add();
  else window.addEventListener("load", add, { once: true });
  return () => {
    window.removeEventListener("load", add);
    link.remove();
  };
}
