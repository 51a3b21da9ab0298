import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OwnerTheme } from "#core/themes.ts";
import { THEME_STORAGE_KEY, themeScript } from "./theme-script";
import { ThemeToggle } from "./theme-toggle";

const colors = { light: "light-page", dark: "dark-page" };

/** The system's setting, changeable while the page is open, as matchMedia reports it. */
function systemPrefers(initial: "light" | "dark") {
  const listeners: Array<() => void> = [];
  const query = {
    matches: initial === "dark",
    addEventListener: (_: string, f: () => void) => listeners.push(f),
  };
  vi.stubGlobal("matchMedia", () => query);
  return (next: "light" | "dark") => {
    query.matches = next === "dark";
    for (const listener of listeners) listener();
  };
}

/**
 * Runs the inline script as the page's <head> would, with its theme-color tags in place, for the
 * owner's choice in content/site.ts ("system" leaves the first visit to the system).
 */
function runScript(owner: OwnerTheme = "system") {
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content=""><meta name="theme-color" media="(prefers-color-scheme: dark)" content="">';
  new Function(themeScript(colors, owner))();
}

const theme = () => document.documentElement.dataset.theme;
/** The theme-color a browser uses: the first tag whose media matches (none here matches). */
const themeColor = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
    (meta) => !meta.media,
  )?.content;

// The script listens on the document, which outlives a test here: each test's listeners are
// removed after it, so only the script run by the test at hand answers a click.
let controller: AbortController;
beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  controller = new AbortController();
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) =>
    add(type, listener, {
      ...(typeof options === "object" ? options : {}),
      signal: controller.signal,
    }),
  );
});
afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the theme script, with the owner's theme", () => {
  for (const owner of ["dark", "light"] as const) {
    const other = owner === "dark" ? "light" : "dark";
    it(`opens in ${owner} whatever the system prefers, and while it changes`, () => {
      const change = systemPrefers(other);
      runScript(owner);
      expect(theme()).toBe(owner);
      expect(themeColor()).toBe(`${owner}-page`);
      change(owner);
      change(other);
      expect(theme()).toBe(owner);
    });

    it(`in ${owner}, a visitor's ${other} choice wins, remembered for the next page`, async () => {
      systemPrefers(owner);
      runScript(owner);
      render(<ThemeToggle />);
      await userEvent.click(screen.getByRole("button"));
      expect(theme()).toBe(other);
      expect(themeColor()).toBe(`${other}-page`);

      controller.abort();
      controller = new AbortController();
      delete document.documentElement.dataset.theme;
      runScript(owner);
      expect(theme()).toBe(other);
    });
  }
});

describe("the theme script, with the owner's theme left to the system", () => {
  it("follows the system on a first visit, theme-color included", () => {
    systemPrefers("dark");
    runScript();
    expect(theme()).toBe("dark");
    expect(themeColor()).toBe("dark-page");
  });

  it("follows the system when it changes, until the visitor chooses", async () => {
    const change = systemPrefers("light");
    runScript();
    expect(theme()).toBe("light");
    change("dark");
    expect(theme()).toBe("dark");
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole("button"));
    expect(theme()).toBe("light");
    change("light");
    change("dark");
    expect(theme()).toBe("light");
  });

  it("switches on a press of the toggle, and remembers it over the system", async () => {
    systemPrefers("light");
    runScript();
    render(<ThemeToggle />);
    // The press lands on the icon inside the button, as a tap on it would.
    await userEvent.click(screen.getByRole("button").querySelector("svg") as Element);
    expect(theme()).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(themeColor()).toBe("dark-page");

    controller.abort();
    controller = new AbortController();
    delete document.documentElement.dataset.theme;
    runScript();
    expect(theme()).toBe("dark");
  });

  it("ignores clicks elsewhere and a stored value it does not know", async () => {
    systemPrefers("light");
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    runScript();
    expect(theme()).toBe("light");
    await userEvent.click(document.body);
    expect(theme()).toBe("light");
  });

  it("still works where storage is refused", async () => {
    systemPrefers("dark");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied");
    });
    runScript();
    expect(theme()).toBe("dark");
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole("button"));
    expect(theme()).toBe("light");
  });
});

describe("ThemeToggle", () => {
  it("is a plain button carrying both names; CSS shows the one that fits the theme", () => {
    render(<ThemeToggle />);
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveTextContent("Switch to light theme");
    expect(button).toHaveTextContent("Switch to dark theme");
  });
});
