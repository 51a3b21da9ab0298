/**
 * A page as a browser with scripts turned off renders it: no script runs or loads, and what
 * `<noscript>` holds is part of the page. Lighthouse cannot turn scripts off (it runs its own in
 * the page), and blocking the files is another case: scripts on but never arriving, where
 * `<noscript>` stays inert. So the bench serves the page already in this form.
 */
export function asWithoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<\/?noscript>/gi, "");
}
