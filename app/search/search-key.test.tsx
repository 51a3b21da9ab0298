import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { searchKeyScript } from "./search-key";
import { SEARCH_HELD_ATTRIBUTE, SEARCH_READY_ATTRIBUTE } from "./search-link";
import { watchSearch } from "./search-opener";

// What the opener opens, apart from search's dialog (which needs Pagefind and a real <dialog>).
const opened = vi.hoisted(() => [] as string[]);
vi.mock("./search-dialog", () => ({ openSearch: (typed = "") => opened.push(typed) }));

const html = document.documentElement;
const held = () => html.getAttribute(SEARCH_HELD_ATTRIBUTE);

/** A key pressed where the focus is, as a reader presses it; whether the page took it. */
function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return { taken: event.defaultPrevented };
}
const type = (text: string) => {
  for (const key of text) press(key);
};
/** Until the opener's dynamic import and what follows it have run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// The script listens on the window, which outlives a test here: each test's listeners go with it.
let controller: AbortController;
let detach: Array<() => void>;
beforeEach(() => {
  controller = new AbortController();
  detach = [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) =>
    add(type, listener, {
      ...(typeof options === "boolean" ? { capture: options } : options),
      signal: controller.signal,
    }),
  );
  document.body.innerHTML = '<label>Name <input name="name"></label><a href="/x">A link</a>';
  new Function(searchKeyScript())();
});
afterEach(() => {
  controller.abort();
  for (const undo of detach) undo();
  vi.restoreAllMocks();
  html.removeAttribute(SEARCH_HELD_ATTRIBUTE);
  html.removeAttribute(SEARCH_READY_ATTRIBUTE);
  opened.length = 0;
});
const opener = () => detach.push(watchSearch(document));

describe("a / pressed before search's opener has come", () => {
  it("is held, with what the reader types after it, and opens search with those words", async () => {
    expect(press("/").taken).toBe(true);
    type("grix");
    press("Backspace");
    type("d");
    expect(held()).toBe("grid");
    expect(opened).toEqual([]);
    opener();
    await settled();
    expect(opened).toEqual(["grid"]);
    expect(held()).toBeNull();
  });

  it("opens search once, however many times it was pressed", async () => {
    press("/");
    press("/");
    opener();
    press("/");
    await settled();
    await settled();
    expect(opened).toHaveLength(1);
  });

  it("is let go by Escape, a press of the pointer, or the focus moving into a field", async () => {
    press("/");
    press("Escape");
    expect(held()).toBeNull();
    press("/");
    window.dispatchEvent(new Event("pointerdown"));
    expect(held()).toBeNull();
    press("/");
    document.querySelector("input")?.focus();
    expect(held()).toBeNull();
    opener();
    await settled();
    expect(opened).toEqual([]);
  });

  it("is left alone in a field, with a modifier, or held down", () => {
    const field = document.querySelector("input") as HTMLInputElement;
    expect(press("/", {}, field).taken).toBe(false);
    expect(press("/", { ctrlKey: true }).taken).toBe(false);
    expect(press("/", { metaKey: true }).taken).toBe(false);
    expect(press("/", { repeat: true }).taken).toBe(false);
    expect(held()).toBeNull();
  });

  it("leaves other keys alone until a / is pressed, and takes none but it", () => {
    type("ab");
    expect(held()).toBeNull();
    press("/");
    // A space still scrolls, should search never come.
    expect(press(" ").taken).toBe(false);
    expect(held()).toBe(" ");
  });
});

describe("once the opener has come", () => {
  it("the opener answers / itself and opens search with what is typed while its code loads", async () => {
    opener();
    expect(html.hasAttribute(SEARCH_READY_ATTRIBUTE)).toBe(true);
    expect(press("/").taken).toBe(true);
    type("css");
    await settled();
    expect(opened).toEqual(["css"]);
  });
});
