/**
 * Set on <html> once the page's behaviour is attached: by the page's script on a page without
 * React, after hydration on a page with it. The end-to-end tests wait for it after each load.
 */
export const INTERACTIVE_ATTRIBUTE = "data-interactive";
