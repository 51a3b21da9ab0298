// What every built page loads once it is interactive, none of it needed for the first
// paint or the first tap: search's opener (until it is here, the search link leads to the page
// that lists everything) and the copy buttons of a page with code.
import { addCopyButtons } from "~/blog/copy-code";
import { SEARCH_OPEN_ATTRIBUTE } from "~/search/search-link";
import { watchSearch } from "~/search/search-opener";

if (document.querySelector(`[${SEARCH_OPEN_ATTRIBUTE}]`)) watchSearch(document);
if (document.querySelector(".prose pre")) addCopyButtons(document);
