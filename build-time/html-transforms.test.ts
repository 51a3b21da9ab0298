// @vitest-environment node
import { Window as HappyWindow } from "happy-dom";
import { describe, expect, it } from "vitest";
import { deferHydration, inlineStylesheets } from "./html-transforms";

const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/jsx-runtime-5.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/icons-6.js"/><link rel="modulepreload" href="/assets/about-4.js"/><link rel="stylesheet" href="/a.css"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/about-4.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

type BrowserWindow = Window & typeof globalThis;

/** The contact form as prerendered: Send disabled, for a visit without scripts. */
const form = `<form data-hydrate-on-intent="draft"><input name="name"/><textarea name="message"></textarea><button type="submit" disabled=""><span>Send</span><span hidden="" data-busy-label="">Sending…</span></button></form>`;

describe("deferHydration", () => {
  const out = deferHydration(page);
  const script = out.match(/<script>(\{let ready[\s\S]*?)<\/script><\/head>/)?.[1] ?? "";

  it("leaves no module preload or static import to run before the first paint", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/^\s*import /m);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain("<main>Hi</main>");
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("starts from a classic script in <head>, before the page's module script and its body", () => {
    expect(script).not.toBe("");
    // React renders the bootstrap's tag and hydrates against it: it stays, empty.
    expect(out).toContain('<script type="module" async=""></script></body>');
  });

  /**
   * Runs the bootstrap in a document of its own while the page is still being parsed, with
   * stand-ins for the timers, the paint and the imports, the test driving time.
   */
  function boot({ body = "", stored = null as string | null } = {}) {
    // happy-dom's own types name what the DOM's do, apart.
    const window = new HappyWindow() as unknown as BrowserWindow;
    const { document } = window;
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    document.head.innerHTML = '<link rel="stylesheet" href="/a.css"/>';
    const imported: string[] = [];
    const appended = () =>
      [...document.head.querySelectorAll("link[rel=modulepreload]")].map(
        (link) => (link as unknown as HTMLLinkElement).href,
      );
    /** Imports and turns of the event loop, in the order they happened. */
    const log: string[] = [];
    const timers: Array<{ ms: number; callback: () => unknown }> = [];
    let onPaint: (list: unknown, observer: unknown) => void = () => {};
    class FakeObserver {
      constructor(callback: typeof onPaint) {
        onPaint = callback;
      }
      observe() {}
      disconnect() {}
    }
    new Function(
      "window",
      "document",
      "addEventListener",
      "removeEventListener",
      "MutationObserver",
      "setTimeout",
      "PerformanceObserver",
      "sessionStorage",
      "__import",
      script.replaceAll("import(", "__import("),
    )(
      window,
      document,
      window.addEventListener.bind(window),
      window.removeEventListener.bind(window),
      window.MutationObserver,
      (callback: () => unknown, ms = 0) => timers.push({ ms, callback }),
      FakeObserver,
      { getItem: (key: string) => (key === "draft" ? stored : null) },
      async (url: string) => {
        imported.push(url);
        log.push(url);
        return { url };
      },
    );
    /** The parser reaching the body: what it holds arrives, as the parser inserts it. */
    const parse = async () => {
      document.body.innerHTML = body;
      await new Promise((resolve) => setImmediate(resolve));
    };
    /** The page parsed, and its module scripts run: DOMContentLoaded. */
    const parsed = () => {
      Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
      window.dispatchEvent(new window.Event("DOMContentLoaded"));
    };
    const paint = () =>
      onPaint(
        { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) },
        new FakeObserver(() => {}),
      );
    // Runs every due timer, and those they set in turn (the bootstrap pauses between steps),
    // letting the promises between them settle, until none is due.
    const runTimers = async (upTo: number) => {
      for (;;) {
        const due = timers.filter((t) => t.ms <= upTo);
        if (due.length === 0) return;
        for (const timer of due) timers.splice(timers.indexOf(timer), 1);
        for (const timer of due) {
          log.push("turn");
          timer.callback();
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const entries = () => imported.filter((url) => url.includes("entry.client"));
    const win = window as unknown as Record<string, unknown>;
    return {
      window,
      document,
      imported,
      entries,
      appended,
      win,
      parse,
      parsed,
      paint,
      runTimers,
      log,
    };
  }

  it("loads nothing before the first contentful paint", async () => {
    const { imported, parse, parsed, runTimers } = boot();
    await parse();
    parsed();
    await runTimers(0);
    expect(imported).toEqual([]);
  });

  it("after the first contentful paint, runs the same imports with the same preloads", async () => {
    const { imported, appended, win, parse, parsed, paint, runTimers } = boot();
    await parse();
    parsed();
    paint();
    await runTimers(0);
    expect(appended()).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/jsx-runtime-5.js",
      "/assets/root-3.js",
      "/assets/icons-6.js",
      "/assets/about-4.js",
    ]);
    // Shared chunks one at a time, then the route modules, and the entry that hydrates last.
    expect(imported).toEqual([
      "/assets/jsx-runtime-5.js",
      "/assets/icons-6.js",
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/about-4.js",
      "/assets/entry.client-2.js",
    ]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/about": { url: "/assets/about-4.js" },
    });
  });

  it("gives the browser a turn between the steps of start-up", async () => {
    const { log, parse, parsed, paint, runTimers } = boot();
    await parse();
    parsed();
    paint();
    await runTimers(0);
    const steps = log.join(" ").split(/(?: turn)+ /);
    // Each shared chunk is evaluated in a task of its own, and the hydrating entry in another.
    expect(steps).toEqual([
      "turn",
      "/assets/jsx-runtime-5.js",
      "/assets/icons-6.js",
      "/assets/manifest-1.js /assets/root-3.js /assets/about-4.js",
      "/assets/entry.client-2.js",
    ]);
  });

  it("starts after 2 s in a tab that never paints, and only once", async () => {
    const { entries, parse, parsed, paint, runTimers } = boot();
    await parse();
    parsed();
    await runTimers(2000);
    await runTimers(0);
    paint();
    await runTimers(0);
    expect(entries()).toHaveLength(1);
  });

  it("refuses a bootstrap it does not recognise", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/no module bootstrap/);
    expect(() => deferHydration('<script type="module">window.start();</script>')).toThrow(
      /changed shape/,
    );
  });

  describe("on a page that marks what hydrating is for", () => {
    const send = (document: Document) =>
      document.querySelector("button") as unknown as HTMLButtonElement;
    const submit = (window: BrowserWindow, document: Document) => {
      const event = new window.SubmitEvent("submit", { bubbles: true, cancelable: true });
      document.querySelector("form")?.dispatchEvent(event);
      return event;
    };

    it("loads nothing when the page paints, nor 2 s later; a visitor reaching for it starts", async () => {
      const { window, document, imported, entries, parse, parsed, paint, runTimers } = boot({
        body: form,
      });
      await parse();
      parsed();
      paint();
      await runTimers(2000);
      expect(imported).toEqual([]);
      document
        .querySelector("input")
        ?.dispatchEvent(new window.FocusEvent("focusin", { bubbles: true }));
      document
        .querySelector("input")
        ?.dispatchEvent(new window.PointerEvent("pointerdown", { bubbles: true }));
      await runTimers(0);
      expect(entries()).toHaveLength(1);
    });

    it("starts at the first paint when there is something stored to bring back", async () => {
      const { entries, parse, parsed, paint, runTimers } = boot({ body: form, stored: "{}" });
      await parse();
      parsed();
      paint();
      await runTimers(0);
      expect(entries()).toHaveLength(1);
    });

    it("enables Send as soon as it is parsed, before the page's scripts have run", async () => {
      const { document, parse } = boot({ body: form });
      await parse();
      expect(send(document).disabled).toBe(false);
    });

    it("holds a submit from before the page is parsed, says so, and starts React once it is", async () => {
      const { window, document, entries, parse, parsed, runTimers } = boot({ body: form });
      await parse();
      const event = submit(window, document);
      expect(event.defaultPrevented).toBe(true);
      expect(document.querySelector("form")?.hasAttribute("data-submit-pending")).toBe(true);
      // Send is pressed in and its words are the waiting ones.
      expect(send(document).getAttribute("aria-busy")).toBe("true");
      expect(send(document).getAttribute("aria-disabled")).toBe("true");
      expect([...send(document).querySelectorAll("span")].map((label) => label.hidden)).toEqual([
        true,
        false,
      ]);
      await runTimers(0);
      expect(entries()).toHaveLength(0);
      parsed();
      await runTimers(0);
      expect(entries()).toHaveLength(1);
    });

    it("marks a field left, and lets a submit React has taken be", async () => {
      const { window, document, parse, parsed } = boot({ body: form });
      await parse();
      parsed();
      const field = document.querySelector("input");
      field?.dispatchEvent(new window.FocusEvent("focusout", { bubbles: true }));
      expect(field?.hasAttribute("data-left")).toBe(true);

      // React's own handler prevents the reload first; the page then leaves the form alone.
      document.querySelector("form")?.addEventListener("submit", (event) => event.preventDefault());
      submit(window, document);
      expect(document.querySelector("form")?.hasAttribute("data-submit-pending")).toBe(false);
      expect(send(document).hasAttribute("aria-busy")).toBe(false);
    });
  });
});

describe("inlineStylesheets", () => {
  const sheet = (extra = "") =>
    `<html><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>${extra}</head><body><main>Hi</main></body></html>`;

  it("puts the linked stylesheet's text in the page, where the link was", () => {
    const out = inlineStylesheets(sheet(), (href) => `/* ${href} */main{color:red}`);
    expect(out).toContain("<head><style>/* /assets/app-1.css */main{color:red}</style></head>");
    expect(out).not.toContain('rel="stylesheet"');
  });

  it("leaves a stylesheet React did not place, such as one for a visit without scripts", () => {
    const noscript = '<noscript><link rel="stylesheet" href="/assets/fonts-2.css"/></noscript>';
    const out = inlineStylesheets(sheet(noscript), () => "main{color:red}");
    expect(out).toContain(noscript);
  });

  it("refuses a text that would end the <style> element early", () => {
    expect(() => inlineStylesheets(sheet(), () => "a{content:'</style>'}")).toThrow(/<\/style/);
  });
});
