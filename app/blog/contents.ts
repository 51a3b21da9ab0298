// A post's table of contents, from the headings the build found in its Markdown
// (app/blog/markdown.server.ts). Pure, so the page and the tests share it.

/** A ## or ### heading: the id its link points at, its text and its level. */
export type Section = { id: string; text: string; level: 2 | 3 };

/** A ## heading with the ### headings under it. */
export type ContentsEntry = Section & { children: Section[] };

/** Fewer sections than this read at a glance, and a list of them would only push the text down. */
export const MIN_SECTIONS = 3;

/**
 * The contents of a post with at least MIN_SECTIONS headings, each ### under the ## before it
 * (one before any ## stands on its own); null for a shorter post.
 */
export function tableOfContents(sections: readonly Section[]): ContentsEntry[] | null {
  if (sections.length < MIN_SECTIONS) return null;
  const entries: ContentsEntry[] = [];
  for (const section of sections) {
    const parent = entries.at(-1);
    if (section.level === 3 && parent?.level === 2) parent.children.push(section);
    else entries.push({ ...section, children: [] });
  }
  return entries;
}
