import { languageOfPath } from "#core/languages.ts";

/** The language of the page a loader prerenders, from its full URL (with the base path). */
export function languageOfRequest(request: Request): string {
  const base = import.meta.env.BASE_URL;
  const { pathname } = new URL(request.url);
  return languageOfPath(pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname);
}
