// What a page with search loads once it is interactive: the header's search link and the `/`
// key open search in place. The dialog, Pagefind's code and its index load only then; until this
// runs, and wherever scripts do not, the link leads to the page that lists every post and project.
// A `/` pressed before this came is held by the page's inline script (search-key.ts) and opens
// search as soon as it is here.
import { attachOnce } from "~/ui/attach-once";
import {
  SEARCH_HELD_ATTRIBUTE,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_READY_ATTRIBUTE,
} from "./search-link";

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Listens for a request to search; returns the clean-up. */
export function watchSearch(doc: Document): () => void {
  return attachOnce("search", doc, () => attachSearch(doc));
}

function attachSearch(doc: Document): () => void {
  const html = doc.documentElement;
  const open = (fallback: string | null) => {
    // While search's code loads, what the reader types is held for its box (search-key.ts).
    if (!html.hasAttribute(SEARCH_HELD_ATTRIBUTE)) html.setAttribute(SEARCH_HELD_ATTRIBUTE, "");
    return (
      import("./search-dialog")
        .then(({ openSearch }) => {
          const typed = html.getAttribute(SEARCH_HELD_ATTRIBUTE);
          // Let go meanwhile (Escape, a press elsewhere), or opened by an earlier request.
          if (typed === null) return;
          html.removeAttribute(SEARCH_HELD_ATTRIBUTE);
          openSearch(typed);
        })
        // Offline or a failed deploy: the page that lists everything is the next best thing.
        .catch(() => {
          html.removeAttribute(SEARCH_HELD_ATTRIBUTE);
          if (fallback) location.assign(fallback);
        })
    );
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link = (event.target as Element | null)?.closest?.(`a[${SEARCH_OPEN_ATTRIBUTE}]`);
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    void open(link.href);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey) return;
    if (event.defaultPrevented || editable(event.target)) return;
    event.preventDefault();
    // Already on its way: the inline script keeps this `/` as a letter typed for the box.
    if (!html.hasAttribute(SEARCH_HELD_ATTRIBUTE)) void open(null);
  };
  doc.addEventListener("click", onClick);
  doc.addEventListener("keydown", onKey);
  html.setAttribute(SEARCH_READY_ATTRIBUTE, "");
  // A `/` pressed before this came.
  if (html.hasAttribute(SEARCH_HELD_ATTRIBUTE)) void open(null);
  return () => {
    html.removeAttribute(SEARCH_READY_ATTRIBUTE);
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("keydown", onKey);
  };
}
