import type { Words } from "~/i18n/words";
import { textsAttribute } from "~/ui/page-texts";
import type { CopyTexts } from "./copy-code";

/** What the copy buttons of a prose say (copy-code.ts), in the page's language. */
export const copyTexts = (words: Words) =>
  textsAttribute({
    idle: words.text("copyCode"),
    done: words.text("copied"),
    failed: words.text("selectAndCopy"),
    copied: words.text("codeCopied"),
    selected: words.text("codeSelected"),
  } satisfies CopyTexts);
