// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./html-transforms";

const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/jsx-runtime-5.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/icons-6.js"/><link rel="modulepreload" href="/assets/about-4.js"/><link rel="stylesheet" href="/a.css"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/about-4.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

/** The part of a page that hydrating is for, as the bootstrap sees it. */
class FakeZone {
  readonly storageKey = "draft";
  readonly listeners = new Map<string, Array<(event: unknown) => void>>();
  readonly attributes = new Map<string, string>();
  readonly send = { disabled: true };
  getAttribute(name: string) {
    return name === "data-hydrate-on-intent"
      ? this.storageKey
      : (this.attributes.get(name) ?? null);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  dispatch(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  querySelectorAll() {
    return [this.send];
  }
  contains(node: unknown) {
    return node === this || node === this.send;
  }
}

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("leaves no module preload or static import to run before the first paint", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/^\s*import /m);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain("<main>Hi</main>");
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  /** Runs the deferred bootstrap with stand-ins for the browser, the test driving time. */
  function boot({ zone = null as FakeZone | null, stored = null as string | null } = {}) {
    const script = out.match(/<script type="module">([\s\S]*)<\/script>/)?.[1] ?? "";
    const imported: string[] = [];
    const appended: string[] = [];
    /** Imports and turns of the event loop, in the order they happened. */
    const log: string[] = [];
    const win: Record<string, unknown> = {};
    const timers: Array<{ ms: number; callback: () => unknown }> = [];
    let onPaint: (list: unknown, observer: unknown) => void = () => {};
    class FakeObserver {
      constructor(callback: typeof onPaint) {
        onPaint = callback;
      }
      observe() {}
      disconnect() {}
    }
    const windowListeners = new Map<string, (event: unknown) => void>();
    new Function(
      "setTimeout",
      "PerformanceObserver",
      "document",
      "window",
      "addEventListener",
      "sessionStorage",
      "__import",
      script.replaceAll("import(", "__import("),
    )(
      (callback: () => unknown, ms = 0) => timers.push({ ms, callback }),
      FakeObserver,
      {
        createElement: () => ({}),
        head: { append: (link: { href: string }) => appended.push(link.href) },
        querySelector: (selector: string) =>
          selector === "[data-hydrate-on-intent]" ? zone : null,
        activeElement: null,
      },
      win,
      (type: string, listener: (event: unknown) => void) => windowListeners.set(type, listener),
      { getItem: (key: string) => (key === zone?.storageKey ? stored : null) },
      async (url: string) => {
        imported.push(url);
        log.push(url);
        return { url };
      },
    );
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
    return { imported, appended, win, paint, runTimers, timers, log, windowListeners };
  }

  it("loads nothing before the first contentful paint", async () => {
    const { imported, runTimers } = boot();
    await runTimers(0);
    expect(imported).toEqual([]);
  });

  it("after the first contentful paint, runs the same imports with the same preloads", async () => {
    const { imported, appended, win, paint, runTimers } = boot();
    paint();
    await runTimers(0);
    expect(appended).toEqual([
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
    const { log, paint, runTimers } = boot();
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
    const { imported, paint, runTimers } = boot();
    await runTimers(2000);
    await runTimers(0);
    paint();
    await runTimers(0);
    expect(imported.filter((url) => url.includes("entry.client"))).toHaveLength(1);
  });

  it("refuses a bootstrap it does not recognise", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/no module bootstrap/);
    expect(() => deferHydration('<script type="module">window.start();</script>')).toThrow(
      /changed shape/,
    );
  });

  describe("on a page that marks what hydrating is for", () => {
    const entries = (imported: string[]) => imported.filter((url) => url.includes("entry.client"));

    it("loads nothing when the page paints, nor 2 s later; a visitor reaching for it starts", async () => {
      const zone = new FakeZone();
      const { imported, paint, runTimers } = boot({ zone });
      paint();
      await runTimers(2000);
      expect(imported).toEqual([]);
      for (const type of ["pointerover", "pointerdown", "focusin", "keydown", "input"])
        expect(zone.listeners.has(type), type).toBe(true);
      zone.dispatch("focusin");
      zone.dispatch("pointerdown");
      await runTimers(0);
      expect(entries(imported)).toHaveLength(1);
    });

    it("starts at the first paint when there is something stored to bring back", async () => {
      const { imported, paint, runTimers } = boot({ zone: new FakeZone(), stored: "{}" });
      paint();
      await runTimers(0);
      expect(entries(imported)).toHaveLength(1);
    });

    it("marks a field left, enables Send, and holds a submit React has not taken", async () => {
      const zone = new FakeZone();
      const { imported, runTimers, windowListeners } = boot({ zone });
      expect(zone.send.disabled).toBe(false);

      const field = { attributes: new Map<string, string>() };
      const left = {
        ...field,
        setAttribute: (name: string, value: string) => field.attributes.set(name, value),
      };
      zone.dispatch("focusout", { target: left });
      expect(field.attributes.has("data-left")).toBe(true);

      let prevented = false;
      const submit = (defaultPrevented: boolean) =>
        windowListeners.get("submit")?.({
          target: zone.send,
          defaultPrevented,
          preventDefault: () => {
            prevented = true;
          },
        });
      submit(true); // React's own handler had it
      expect(prevented).toBe(false);
      submit(false);
      expect(prevented).toBe(true);
      expect(zone.attributes.has("data-submit-pending")).toBe(true);
      await runTimers(0);
      expect(entries(imported)).toHaveLength(1);
    });
  });
});
