// Where "Edit this post" leads, from the owner's editUrl (site.ts). Pure.

/**
 * The post's file in the owner's editor: `editUrl` is the folder of the posts in the site's own
 * language, so a translation's post is in the folder beside it, as in the content folder
 * (<content>/<code>/posts/ beside <content>/posts/). Null when the owner set no editUrl.
 */
export function editHref(
  editUrl: string | undefined,
  slug: string,
  /** The post's language, when it is not the site's own. */
  translation?: string,
): string | null {
  if (!editUrl) return null;
  const file = translation ? `../${translation}/posts/${slug}.md` : `${slug}.md`;
  return new URL(file, editUrl).href;
}
