/**
 * Marks a post's comments (app/blog/post-page.tsx, only when the owner has set them): its value
 * is the giscus settings as JSON. The page script brings in the embed only for a page with it,
 * and the build opens the policy's frame-src only for a page with it.
 */
export const COMMENTS_ATTRIBUTE = "data-comments";
