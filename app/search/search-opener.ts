// What a page with search loads once it is interactive: the header's search link and the `/`
// key open search in place. The dialog, Pagefind's code and its index load only then; until this
// runs, and wherever scripts do not, the link leads to the page that lists every post and project.
import { attachOnce } from "~/ui/attach-once";
import { SEARCH_OPEN_ATTRIBUTE, SEARCH_READY_ATTRIBUTE } from "./search-link";

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Listens for a request to search; returns the clean-up. */
export function watchSearch(doc: Document): () => void {
  return attachOnce("search", doc, () => attachSearch(doc));
}

function attachSearch(doc: Document): () => void {
  const open = (fallback: string | null) =>
    import("./search-dialog")
      .then(({ openSearch }) => openSearch())
      // Offline or a failed deploy: the page that lists everything is the next best thing.
      .catch(() => {
        if (fallback) location.assign(fallback);
      });
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
    void open(null);
  };
  doc.addEventListener("click", onClick);
  doc.addEventListener("keydown", onKey);
  doc.documentElement.setAttribute(SEARCH_READY_ATTRIBUTE, "");
  return () => {
    doc.documentElement.removeAttribute(SEARCH_READY_ATTRIBUTE);
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("keydown", onKey);
  };
}
