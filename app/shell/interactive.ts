/**
 * Set on <html> once the page's behaviour is attached: by the page's script, which every built
 * page runs (one that hydrates too). The end-to-end tests wait for it after each load.
 */
export const INTERACTIVE_ATTRIBUTE = "data-interactive";

/**
 * Marks the part of a page that hydrating is for (the contact form): React then loads on the
 * first sign that a visitor is about to use it (a pointer over it, a press, focus, a key), not
 * with the page. Its value names a `sessionStorage` key: when that holds something (a draft to
 * bring back), React loads as soon as the page has painted. See build-time/html-transforms.ts.
 */
export const HYDRATE_ON_INTENT_ATTRIBUTE = "data-hydrate-on-intent";

/**
 * Put on a field of that part when a visitor leaves it before React has come, so that React
 * treats it as touched (and shows its error) as it would had it been there.
 */
export const LEFT_BEFORE_HYDRATION_ATTRIBUTE = "data-left";

/**
 * Put on that part when a visitor submits it before React has come: the script that brings
 * React in holds the submit (the page would otherwise reload), and React submits it again once
 * it is there. Without scripts Send is disabled in the page as sent; that script enables it as
 * soon as it is parsed, before the page first paints.
 */
export const SUBMIT_PENDING_ATTRIBUTE = "data-submit-pending";

/**
 * Marks the words Send shows while a submit waits (held for React, or sending): the script that
 * holds a submit swaps Send's labels to it and sets `aria-busy`, so that Send says it is
 * waiting without a change React's hydration would have to undo.
 */
export const BUSY_LABEL_ATTRIBUTE = "data-busy-label";
