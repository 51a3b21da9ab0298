// A copy button on each code block of a post or write-up. Loaded by the page's script only where
// the page has code, after the page is interactive; without it the code is still selectable.

import { textsOf } from "~/ui/page-texts";

/** The button's name before a copy, after one, and where the browser has no clipboard, and what
 * a screen reader hears: in the page's language, from the post's prose (app/ui/page-texts.ts). */
export type CopyTexts = {
  idle: string;
  done: string;
  failed: string;
  copied: string;
  selected: string;
};
// Only for a prose the site did not render (the words are always on its own).
const english: CopyTexts = {
  idle: "Copy code",
  done: "Copied",
  failed: "Select and copy",
  copied: "Code copied",
  selected: "Code selected",
};

/** How long "Copied" stays before the button reads "Copy code" again. */
const RESET_MS = 2000;

export function addCopyButtons(root: ParentNode) {
  for (const pre of root.querySelectorAll<HTMLPreElement>(".prose pre")) {
    if (pre.parentElement?.classList.contains("code-block")) continue;
    const labels = textsOf(pre.closest(".prose"), english);
    // The block and its button share a box of their own, which takes the block's place and
    // spacing exactly (code-blocks.css), so adding it moves nothing.
    const block = document.createElement("div");
    block.className = "code-block";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "copy-code";
    button.textContent = labels.idle;
    const status = document.createElement("span");
    status.className = "sr-only";
    status.setAttribute("role", "status");
    let reset: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener("click", async () => {
      const code = pre.querySelector("code") ?? pre;
      clearTimeout(reset);
      try {
        await navigator.clipboard.writeText(code.textContent ?? "");
        button.textContent = labels.done;
        status.textContent = labels.copied;
      } catch {
        // No clipboard here (an insecure origin, a refused permission): the code is selected,
        // ready for the keyboard's own copy.
        getSelection()?.selectAllChildren(code);
        button.textContent = labels.failed;
        status.textContent = labels.selected;
      }
      reset = setTimeout(() => {
        button.textContent = labels.idle;
        status.textContent = "";
      }, RESET_MS);
    });
    pre.replaceWith(block);
    block.append(pre, button, status);
  }
}
