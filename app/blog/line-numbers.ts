// A code block's line numbers, asked for after its language as Expressive Code has it:
// ```ts showLineNumbers, or ```ts startLineNumber=12 for an excerpt that starts further down a
// file (which shows them too). Read by the renderer (markdown.server.ts) and by the tests.

const SHOW = /(?:^|\s)showLineNumbers(?=\s|$)/;
const START = /(?:^|\s)startLineNumber=(\d{1,6})(?=\s|$)/;

/** The number of a block's first line when it shows its line numbers, else undefined. */
export function firstLineNumberOf(meta: string | null | undefined): number | undefined {
  const start = (meta ?? "").match(START)?.[1];
  if (start !== undefined) return Number(start);
  return SHOW.test(meta ?? "") ? 1 : undefined;
}
