// The search control's facts, apart from search's code so a page's first script can read
// them without loading any of it. The search page's address is the route list's (SEARCH_PATH).

/** Marks the header's search link. */
export const SEARCH_OPEN_ATTRIBUTE = "data-search-open";

/** Set on <html> once the link and the `/` key open search in place: what a test waits for. */
export const SEARCH_READY_ATTRIBUTE = "data-search-ready";

/**
 * Set on <html> while a request to search waits (a `/` pressed before the opener came, or search's
 * code still loading): its value is what the reader has typed since, for the search box.
 */
export const SEARCH_HELD_ATTRIBUTE = "data-search-held";
