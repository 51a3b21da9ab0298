/**
 * A page's address under the site's base path, for a plain link: every navigation between pages
 * is a page load of a prerendered file (React Router's <Link> would turn it into a client-side
 * one wherever React runs).
 */
export function pageHref(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, "")}`;
}
