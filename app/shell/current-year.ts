/** Marks the footer's year, which the prerendered HTML holds as the build's. */
export const YEAR_ATTRIBUTE = "data-current-year";

/** Puts the visitor's own year in place of the build's, should a new year have begun since. */
export function showCurrentYear(root: ParentNode) {
  const year = String(new Date().getFullYear());
  for (const element of root.querySelectorAll(`[${YEAR_ATTRIBUTE}]`)) {
    if (element.textContent !== year) element.textContent = year;
  }
}
