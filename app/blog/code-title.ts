// A code block's title, written after its language: ```ts title="app/page.tsx" (or in single
// quotes). Read by the renderer (markdown.server.ts) and by the tests, from the fence's meta.

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

/** The title in a code block's meta (what follows its language), or undefined for none. */
export function codeTitleOf(meta: string | null | undefined): string | undefined {
  const [, double, single] = (meta ?? "").match(TITLE) ?? [];
  return (double ?? single ?? "").trim() || undefined;
}

/** The meta without its title, so that a `{2}` in a file's name marks no line. */
export const withoutTitle = (meta: string) => meta.replace(TITLE, " ").trim();
