// Addresses from the owner's words. Pure: the browser's bundle and the build both read it.

/** Words for the signs a tag may carry, so "C", "C++" and "C#" get addresses of their own. */
const SIGNS: Record<string, string> = { "+": " plus ", "#": " sharp ", "&": " and " };

/**
 * The part of an address that names a text (a tag under /blog/tags/, a project's anchor):
 * lower-case letters a–z, digits and single dashes, the same for every build ("Chart.js" → "chart-js", "Café" → "cafe"). Empty when the text has no such
 * letter or digit at all.
 */
export function textSlug(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = slugOf(text);
    slugs.set(text, slug);
  }
  return slug;
}

// Kept: related posts compare each post's tags with every other post's, a million slugs at a
// thousand posts, from some forty tags.
const slugs = new Map<string, string>();

function slugOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[+#&]/g, (sign) => SIGNS[sign] ?? " ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
