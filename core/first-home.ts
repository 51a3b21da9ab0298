// Where a post was first published, when the owner copied it from another site (its
// `canonical`): read while the build prerenders (Node reads the name out of punycode), so
// the page gets it ready.
import { domainToUnicode } from "node:url";

/** Where a post was first published, and that site's name as its readers write it. */
export type FirstHome = { href: string; site: string };

/** A post's first home, from its `canonical`: "dev.to", or "bücher.de" rather than punycode. */
export function firstHomeOf(canonical: string | undefined): FirstHome | null {
  if (!canonical) return null;
  const site = domainToUnicode(new URL(canonical).hostname).replace(/^www\./, "");
  return { href: canonical, site };
}
