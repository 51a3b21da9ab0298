import type { Words } from "~/i18n/words";
import { textsAttribute } from "~/ui/page-texts";
import type { CopyTexts } from "./copy-code";
import type { ZoomTexts } from "./image-zoom";

/**
 * What the scripts of a prose say, in the page's language: its copy buttons (copy-code.ts) and
 * the dialog its images open in (image-zoom.ts).
 */
export const proseTexts = (words: Words) =>
  textsAttribute({
    idle: words.text("copyCode"),
    done: words.text("copied"),
    failed: words.text("selectAndCopy"),
    copied: words.text("codeCopied"),
    selected: words.text("codeSelected"),
    close: words.text("close"),
    largeImage: words.text("largeImage"),
  } satisfies CopyTexts & ZoomTexts);
