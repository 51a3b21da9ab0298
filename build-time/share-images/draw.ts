// The share card (1200×630, shown when a link to the site is shared), the favicon and the app
// icons, and each post's own card: drawn from the owner's content on every build, with no
// browser, in the colours of the site as the owner set it (build-time/owner-look.ts), and kept
// in the one cache (cache.ts), so that a rebuild draws only what changed.
import type { Accent } from "#core/schema.ts";
import type { Theme } from "#core/themes.ts";
import { computedColor } from "../design-tokens.ts";
import { ownerAccent, siteColors } from "../owner-look.ts";
import { type Kept, keptFiles, keptOrMade } from "./cache.ts";
import { FONT_FILES } from "./fonts.ts";
import type { PostCardInput, ShareColors, ShareInput } from "./layouts.ts";
import { drawPostCard, drawShareImages } from "./raster.ts";

/**
 * The card and icons are drawn in one theme (core/themes.ts drawnTheme; the product spec's red
 * on near-black by default), with the site's colours: tokens.css and the owner's accent, read
 * afresh on every call.
 */
export function shareColors(theme: Theme, accent: Accent | undefined = ownerAccent()): ShareColors {
  const colors = siteColors(theme, accent);
  const pick = (name: string) => {
    const value = colors[name];
    if (!value) throw new Error(`tokens.css: --color-${name} is not defined`);
    return computedColor(value);
  };
  return {
    background: pick("bg"),
    text: pick("text"),
    muted: pick("muted"),
    accent: pick("accent"),
    chip: pick("surface-strong"),
    chipBorder: pick("border"),
  };
}

/** The files renderShareImages makes, written beside the pages (and answered by `npm run dev`). */
export const SHARE_FILE_NAMES = [
  "share-image.png",
  "icon-512.png",
  "icon-192.png",
  "apple-touch-icon.png",
  "favicon-32.png",
  "favicon.svg",
] as const;

/** The site's card and icons, by file name, ready to be written beside the pages. Drawing them
 * loads satori, resvg and harfbuzz and cuts Inter twice, 1.5 s of a build, for files that change
 * only with the owner's name, role, address or colours: kept. */
export function renderShareImages(
  input: ShareInput,
  cacheDir?: string,
): Promise<Record<string, Buffer>> {
  return keptOrMade(kept("site", cacheDir), input, SHARE_FILE_NAMES, () => drawShareImages(input));
}

const POST_CARD = ["share-image.png"] as const;

/** A post's share card as PNG, 1200×630: a rebuild draws only the cards of posts whose title
 * or date changed (a card took most of a post's build time: docs/performance.md). */
export async function renderPostCard(input: PostCardInput, cacheDir?: string): Promise<Buffer> {
  const files = await keptOrMade(kept("post", cacheDir), input, POST_CARD, async () => ({
    "share-image.png": await drawPostCard(input),
  }));
  return files["share-image.png"] as Buffer;
}

/** A post's card as drawn before for the same inputs, code and fonts; undefined when it is not. */
export function keptPostCard(input: PostCardInput, cacheDir?: string): Buffer | undefined {
  return keptFiles(kept("post", cacheDir), input, POST_CARD)?.["share-image.png"];
}

const kept = (kind: string, dir?: string): Kept => ({
  kind,
  fonts: FONT_FILES,
  ...(dir === undefined ? {} : { dir }),
});
