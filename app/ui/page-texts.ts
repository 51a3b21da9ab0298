// Words a page's plain scripts say (the menu's toggle, search, the copy buttons), written into the
// page by the component that renders the element they belong to, in the page's language: those
// scripts then carry no dictionary of their own.

/** The attribute holding an element's words, as JSON. */
export const TEXTS_ATTRIBUTE = "data-texts";

/** `{ [TEXTS_ATTRIBUTE]: json }`, to spread onto the element in JSX. */
export const textsAttribute = (texts: Record<string, string>) => ({
  [TEXTS_ATTRIBUTE]: JSON.stringify(texts),
});

/** The words an element carries; a word it lacks is the fallback's. */
export function textsOf<T extends Record<string, string>>(
  element: Element | null | undefined,
  fallback: T,
): T {
  try {
    const read = JSON.parse(element?.getAttribute(TEXTS_ATTRIBUTE) ?? "{}") as Partial<T>;
    return { ...fallback, ...read };
  } catch {
    return fallback;
  }
}
