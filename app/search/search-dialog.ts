// Search, opened in place: a modal <dialog> over the page with a search box and the results.
// Loaded only when a reader opens it (search-opener.ts); it loads Pagefind's code and index,
// which the build wrote beside the pages (build-time/search-index.ts), from this site only.
import "./search-dialog.css";
import { textsOf } from "~/ui/page-texts";
import { SEARCH_OPEN_ATTRIBUTE } from "./search-link";
import { excerptParts, resultsStatus, SEARCH_IN_DEV, type SearchTexts } from "./search-text";

/** The part of Pagefind's browser API this uses (pagefind.app/docs/api). */
type Pagefind = {
  options(options: { baseUrl: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options?: object, ms?: number): Promise<Search | null>;
};
type Search = { results: { id: string; data(): Promise<ResultData> }[] };
type ResultData = { url: string; excerpt: string; meta: { title?: string } };

/** How many results are shown: the best ones, as Pagefind ranks them. */
const SHOWN = 8;
const base = import.meta.env.BASE_URL;
const INPUT_ID = "site-search-input";

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ `${base}pagefind/pagefind.js`).then(
    async (loaded: Pagefind) => {
      await loaded.options({ baseUrl: base, excerptLength: 24 });
      await loaded.init();
      return loaded;
    },
  );
  // A failed load may be tried again by the next search.
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

type Parts = {
  texts: SearchTexts;
  /** The page that lists every post and project, in the page's language. */
  everything: string;
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  status: HTMLElement;
  results: HTMLOListElement;
};
let parts: Parts | undefined;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function build(): Parts {
  // The header's search link: where it leads, and what search says, in the page's language.
  const link = document.querySelector<HTMLAnchorElement>(`a[${SEARCH_OPEN_ATTRIBUTE}]`);
  const texts = textsOf<SearchTexts>(link, {
    label: "Search",
    placeholder: "",
    close: "×",
    results: "",
    everything: link?.textContent ?? "",
    noResults: "0",
    oneResult: "1",
    someResults: "{count}",
    failed: "",
  });
  const everything = link?.href ?? "";
  const SEARCH_LABEL = texts.label;
  const input = element("input", {
    id: INPUT_ID,
    type: "search",
    autocomplete: "off",
    spellcheck: false,
    placeholder: texts.placeholder,
    enterKeyHint: "go",
  });
  const close = element("button", { type: "button", className: "search__close" }, texts.close);
  const form = element(
    "form",
    { className: "search__form" },
    element("label", { htmlFor: INPUT_ID, className: "sr-only" }, SEARCH_LABEL),
    input,
    close,
  );
  form.setAttribute("role", "search");
  const status = element("p", { className: "search__status" });
  status.setAttribute("role", "status");
  const results = element("ol", { className: "search__results" });
  results.setAttribute("aria-label", texts.results);
  const dialog = element("dialog", { className: "search" }, form, status, results);
  dialog.setAttribute("aria-label", SEARCH_LABEL);
  document.body.append(dialog);

  close.addEventListener("click", () => dialog.close());
  // A press on the backdrop (the dialog's own box, outside its content) closes it.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Enter goes to the best result.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    results.querySelector("a")?.click();
  });
  input.addEventListener("input", () => void search(input.value));
  // Up and down move between the box and the results, as in a list of suggestions.
  dialog.addEventListener("keydown", (event) => {
    // Escape closes at once: a search box's own Escape would only clear the words first. They
    // stay, with their results, for the next time search opens.
    if (event.key === "Escape") {
      event.preventDefault();
      dialog.close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const stops = [input, ...results.querySelectorAll("a")];
    const at = stops.indexOf(document.activeElement as HTMLInputElement);
    if (at === -1) return;
    const next = stops[at + (event.key === "ArrowDown" ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
  return { texts, everything, dialog, input, status, results };
}

function unavailable({ texts, everything, status, results }: Parts) {
  status.textContent = import.meta.env.DEV ? SEARCH_IN_DEV : texts.failed;
  results.replaceChildren(element("li", {}, element("a", { href: everything }, texts.everything)));
}

function resultItem(data: ResultData): HTMLLIElement {
  const excerpt = element("p", { className: "search__excerpt" });
  for (const { text, match } of excerptParts(data.excerpt))
    excerpt.append(match ? element("mark", {}, text) : text);
  return element(
    "li",
    { className: "search__result" },
    element("a", { href: data.url }, data.meta.title ?? data.url),
    excerpt,
  );
}

async function search(term: string) {
  if (!parts) return;
  const { status, results } = parts;
  if (term.trim() === "") {
    status.textContent = "";
    results.replaceChildren();
    return;
  }
  try {
    const found = await (await loadPagefind()).debouncedSearch(term, {}, 150);
    // A later keystroke started a newer search, or the box changed meanwhile.
    if (found === null || parts.input.value !== term) return;
    const data = await Promise.all(found.results.slice(0, SHOWN).map((result) => result.data()));
    if (parts.input.value !== term) return;
    // A search for the words typed so far can land while the reader is already on one of its
    // results: the same result in the new list keeps the focus, or else the box takes it.
    const focused = results.contains(document.activeElement)
      ? (document.activeElement as HTMLAnchorElement).getAttribute("href")
      : null;
    results.replaceChildren(...data.map(resultItem));
    status.textContent = resultsStatus(found.results.length, term, parts.texts);
    if (focused !== null) {
      const same = [...results.querySelectorAll("a")].find(
        (a) => a.getAttribute("href") === focused,
      );
      (same ?? parts.input).focus();
    }
  } catch {
    // Pagefind's code, or a piece of the index, did not arrive.
    unavailable(parts);
  }
}

/**
 * Opens search, building it the first time; Pagefind starts loading at once. `typed` is what the
 * reader typed before the box was there (search-key.ts): it replaces the last search's words, as
 * typing into the box would.
 */
export function openSearch(typed = "") {
  parts ??= build();
  if (!parts.dialog.open) parts.dialog.showModal();
  parts.input.focus();
  if (typed) {
    parts.input.value = typed;
    void search(typed);
  } else parts.input.select();
  loadPagefind().catch(() => {
    if (parts) unavailable(parts);
  });
}
