// What every built page loads once it is interactive, none of it needed for the first
// paint or the first tap: search's opener (until it is here, the search link leads to the page
// that lists everything), the copy buttons of a page with code, on a page with a post's image
// the dialog that opens it large (its own chunk, as a page without one never needs it), and
// what the owner opted into (comments, analytics): __COMMENTS__ and __ANALYTICS__ are fixed at
// build time, so a site without them ships none of their code.
import { loadPlausible } from "~/analytics/plausible";
import { addCopyButtons } from "~/blog/copy-code";
import { ZOOM_ATTRIBUTE } from "~/blog/zoom-link";
import { COMMENTS_ATTRIBUTE } from "~/comments/comments-mount";
import { SEARCH_OPEN_ATTRIBUTE } from "~/search/search-link";
import { watchSearch } from "~/search/search-opener";

if (document.querySelector(`[${SEARCH_OPEN_ATTRIBUTE}]`)) watchSearch(document);
if (document.querySelector(".prose pre")) addCopyButtons(document);
if (document.querySelector(`a[${ZOOM_ATTRIBUTE}]`)) {
  void import("~/blog/image-zoom").then(({ watchZoom }) => watchZoom(document));
}
if (__COMMENTS__) {
  const mount = document.querySelector<HTMLElement>(`[${COMMENTS_ATTRIBUTE}]`);
  if (mount)
    void import("~/comments/comments-embed").then(({ watchComments }) => watchComments(mount));
}
if (__ANALYTICS__) loadPlausible(__ANALYTICS__);
