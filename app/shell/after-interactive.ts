// What every built page loads once it is interactive, none of it needed for the first
// paint or the first tap: search's opener (until it is here, the search link leads to the page
// that lists everything), the copy buttons of a page with code and, on a page with a post's
// image, the dialog that opens it large: its own chunk, as a page without one never needs it.
import { addCopyButtons } from "~/blog/copy-code";
import { ZOOM_ATTRIBUTE } from "~/blog/zoom-link";
import { SEARCH_OPEN_ATTRIBUTE } from "~/search/search-link";
import { watchSearch } from "~/search/search-opener";

if (document.querySelector(`[${SEARCH_OPEN_ATTRIBUTE}]`)) watchSearch(document);
if (document.querySelector(".prose pre")) addCopyButtons(document);
if (document.querySelector(`a[${ZOOM_ATTRIBUTE}]`)) {
  void import("~/blog/image-zoom").then(({ watchZoom }) => watchZoom(document));
}
