// The last step before the summary: the posts' cards, written beside their pages. Their threads
// start as the build reads its config (build-time/vite-plugins/share-images.ts) and draw while
// the bundles are made, the pages prerendered and the steps before this one run: the build waits
// for them only here, once the pages are where they stay (place-pages.ts).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

export type DrawnCard = { fileName: string; png: Buffer };
type Handed = { outDir: string; cards: Promise<DrawnCard[]> };

/** Kept on globalThis: the Vite config and react-router.config.ts each load their own copy of
 * this module. */
const CARDS = Symbol.for("portfolio:post-cards");
const build = globalThis as typeof globalThis & { [CARDS]?: Handed };

/** The posts' cards being drawn, for the client folder `outDir`, handed on by the plugin that
 * draws them. */
export function handOnPostCards(outDir: string, cards: Promise<DrawnCard[]>): void {
  // Awaited at the build's end; until then a failure must not end the process as unhandled.
  cards.catch(() => {});
  build[CARDS] = { outDir, cards };
}

/** Writes every post's card of this build once drawn (how many; 0 when there were none): a
 * card that could not be drawn fails the build here. */
export async function writePostCards(): Promise<number> {
  const handed = build[CARDS];
  build[CARDS] = undefined;
  if (!handed) return 0;
  const cards = await handed.cards;
  for (const { fileName, png } of cards) {
    const file = join(handed.outDir, fileName);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, png);
  }
  return cards.length;
}
