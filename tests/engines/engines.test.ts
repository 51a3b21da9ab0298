// `npm run test:engines`: one engine-neutral set of checks, run in Chromium, Firefox and WebKit
// (WebKitGTK, Safari's engine) against the production build that `npm test` made, served by
// `npm run serve`. CI installs the engines and runs it; an owner's `npm test` does not need it.
// One engine: `npm run test:engines -- -t webkit` (or chromium, firefox).
// Its imports are relative: this folder is a package of its own (package.json, the drivers),
// where the root's `#content/` and `#core/` do not resolve.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../.content/projects.ts";
import { ZOOM_ATTRIBUTE, ZOOM_READY_ATTRIBUTE } from "../../app/blog/zoom-link.ts";
import { COMMENTS_ATTRIBUTE } from "../../app/comments/comments-mount.ts";
import { GISCUS_ORIGIN, giscusLanguage } from "../../app/comments/giscus-url.ts";
import { emptyValues, validate } from "../../app/contact/validation.ts";
import { SEARCH_HELD_ATTRIBUTE, SEARCH_READY_ATTRIBUTE } from "../../app/search/search-link.ts";
import { INTERACTIVE_ATTRIBUTE } from "../../app/shell/interactive.ts";
import { hasSearch, titles } from "../../app/site-routes.ts";
import { THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE } from "../../app/theme/theme-script.ts";
import { computedColor } from "../../build-time/design-tokens.ts";
import { siteColors } from "../../build-time/owner-look.ts";
import { siteTexts } from "../../core/site-texts.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { until } from "../../scripts/lib/until.ts";
import {
  ONLY_PARTICLES_SCRIPT,
  particleModeScript,
  particleStartScript,
} from "../particle-probe.ts";
import { bodyOnlyWord } from "../search-words.ts";
import { allPages, menu as menuItems, published, routePages } from "../site-pages.ts";
import { chromium, type Driver, firefox, webkit } from "./drivers.ts";

const engines = { chromium, firefox, webkit };
// Where each draws the particles: in a worker where OffscreenCanvas is safe, on the main thread
// in WebKit (app/particles/engine-choice.ts says why).
const particleModes = { chromium: "worker", firefox: "worker", webkit: "main" } as const;

// One page of every route (the blog, a post, a write-up when the owner has them), then the 404.
const routes = [...routePages, { path: "/no-such-page", heading: titles.notFound }];
const menuLabels = menuItems.map((item) => item.label);
// The first built page with a post's (or a write-up's) image that opens large, if any.
const zoomPath = allPages.find((page) => {
  const file = join("build/client", page.path, "index.html");
  return existsSync(file) && readFileSync(file, "utf8").includes(`${ZOOM_ATTRIBUTE}=""`);
})?.path;
const menuPaths = menuItems.map((item) => item.to);

// The build with the owner's comments on (npm run build:comments, which `npm run test:all` makes), and
// a post of it that shows them, if the content has one.
const COMMENTS_BUILD = "build-comments";
const commentsPost = existsSync(`${COMMENTS_BUILD}/server-config.json`)
  ? (
      JSON.parse(readFileSync(`${COMMENTS_BUILD}/server-config.json`, "utf8")) as {
        pageHeaders?: { paths: string[] }[];
      }
    ).pageHeaders?.[0]?.paths[0]
  : undefined;

// The site as `npm run serve` serves it, with an outbox of its own to read sent messages from;
// and the build with comments, served the same way.
let origin = "";
let commentsOrigin = "";
const outbox = mkdtempSync(join(tmpdir(), "engines-outbox-"));
const servers: ChildProcess[] = [];
async function serve(env: Record<string, string>) {
  const port = await freePort();
  servers.push(
    spawn(process.execPath, ["server/serve.js"], {
      env: { ...process.env, ...env, PORT: String(port), OUTBOX_DIR: outbox },
      stdio: "ignore",
    }),
  );
  const served = `http://localhost:${port}`;
  await until("the server started", () => fetch(served).then((res) => res.ok), Boolean);
  return served;
}
/**
 * The same site behind a proxy that answers every script this long after it is asked for, as a
 * slow connection does: at the page's load event (which waits for the page script's preloaded
 * files) search's opener, which that script imports after, is still a delay away.
 */
const SCRIPT_DELAY_MS = 2_000;
let slowOrigin = "";
const proxies: Server[] = [];
async function slowScripts(target: string): Promise<string> {
  const upstream = new URL(target);
  const proxy = createServer((asked, answer) => {
    const forward = () => {
      const onward = httpRequest(
        new URL(asked.url ?? "/", upstream),
        { method: asked.method, headers: { ...asked.headers, host: upstream.host } },
        (answered) => {
          answer.writeHead(answered.statusCode ?? 502, answered.headers);
          answered.pipe(answer);
        },
      );
      onward.on("error", () => answer.destroy());
      asked.pipe(onward);
    };
    if (new URL(asked.url ?? "/", upstream).pathname.endsWith(".js"))
      setTimeout(forward, SCRIPT_DELAY_MS);
    else forward();
  });
  const port = await freePort();
  await new Promise<void>((listening) => proxy.listen(port, "localhost", listening));
  proxies.push(proxy);
  return `http://localhost:${port}`;
}

beforeAll(async () => {
  origin = await serve({});
  if (commentsPost) commentsOrigin = await serve({ BUILD_DIR: COMMENTS_BUILD });
  if (hasSearch(published)) slowOrigin = await slowScripts(origin);
});
afterAll(() => {
  for (const server of servers) server.kill();
  for (const proxy of proxies) proxy.close();
});

describe.each(Object.keys(engines) as Array<keyof typeof engines>)("%s", (name) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await engines[name]();
  });
  afterAll(async () => {
    await driver?.close().catch(() => {});
  });

  /** Waits until <html> carries a mark a page's script sets when it has done something. */
  const untilMarked = (what: string, attribute: string) =>
    until(
      what,
      () =>
        driver.evaluate<boolean>(
          `document.documentElement.hasAttribute(${JSON.stringify(attribute)})`,
        ),
      Boolean,
    );

  async function visit(url: string) {
    await driver.goto(url);
    await untilMarked("the page became interactive", INTERACTIVE_ATTRIBUTE);
  }

  const errors = () => driver.evaluate<string[]>("window.__engineErrors || []");

  for (const route of routes) {
    it(`${route.path} shows its heading, with no uncaught error`, async () => {
      await visit(origin + route.path);
      const h1 = await driver.evaluate<string>('document.querySelector("h1")?.textContent ?? ""');
      expect(h1).toContain(route.heading);
      const caught = await errors();
      expect(caught).toEqual([]);
    });
  }

  it("the menu, on a page without React, behaves as the spec draws it", async () => {
    await visit(`${origin}/`);
    const menu = () =>
      driver.evaluate<{
        open: boolean;
        expanded: string | null;
        label: string | null;
        focused: string | null;
        scrollLocked: boolean;
        delays: string[];
      }>(`(() => {
        const menu = document.getElementById("site-menu");
        const toggle = document.querySelector('button[aria-controls="site-menu"]');
        return {
          open: menu.matches(":popover-open"),
          expanded: toggle.getAttribute("aria-expanded"),
          label: toggle.getAttribute("aria-label"),
          focused: document.activeElement === toggle ? "toggle"
            : menu.contains(document.activeElement) ? document.activeElement.textContent : null,
          scrollLocked: getComputedStyle(document.documentElement).overflow === "hidden",
          delays: [...menu.querySelector("nav").querySelectorAll("li")].map((item) => getComputedStyle(item).animationDelay),
        };
      })()`);
    await driver.click('button[aria-controls="site-menu"]');
    // The popover's toggle event, which the menu's state follows, comes a task after the change.
    const opened = await until(
      "the menu opened",
      menu,
      (seen) => seen.open && seen.expanded === "true",
      5_000,
    );
    expect(opened).toEqual({
      open: true,
      expanded: "true",
      label: siteTexts.closeMenu,
      focused: menuLabels[0],
      scrollLocked: true,
      // The spec's stagger: 0.2 s times the item's index.
      delays: menuLabels.map((_, i) => `${Number((i * 0.2).toFixed(1))}s`),
    });
    await driver.press("Escape");
    const closed = await until(
      "Escape closed the menu",
      menu,
      (seen) => !seen.open && seen.expanded === "false",
      5_000,
    );
    expect(closed).toMatchObject({
      expanded: "false",
      label: siteTexts.openMenu,
      focused: "toggle",
      scrollLocked: false,
    });
    await driver.click('button[aria-controls="site-menu"]');
    await until("the menu opened again", menu, (seen) => seen.open, 5_000);
    await driver.click('button[aria-controls="site-menu"]');
    await until("the toggle closed the menu", menu, (seen) => !seen.open, 5_000);
    // A pick closes the menu and loads the page.
    await driver.click('button[aria-controls="site-menu"]');
    await until("the menu opened for a pick", menu, (seen) => seen.open, 5_000);
    await driver.click(`#site-menu li:nth-child(2) a`);
    await until(
      "the picked page loaded",
      () => driver.evaluate<string>("location.pathname"),
      (path) => path.replace(/\/$/, "") === (menuPaths[1] ?? ""),
      5_000,
    );
    await visit(await driver.evaluate<string>("location.href"));
    expect(await menu()).toMatchObject({ open: false, expanded: "false", scrollLocked: false });
  });

  const searchFor = hasSearch(published) ? bodyOnlyWord() : null;
  it.skipIf(searchFor === null)(
    "search finds a post by a word of its body, by keyboard, loading its files only then",
    async () => {
      if (!searchFor) return;
      await visit(`${origin}/`);
      await untilMarked("search's opener is in", SEARCH_READY_ATTRIBUTE);
      const loaded = () =>
        driver.evaluate<number>(
          `performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname.startsWith("/pagefind/")).length`,
        );
      expect(await loaded()).toBe(0);
      await driver.press("/");
      await until(
        "search opened with its box focused",
        () => driver.evaluate<string>(`document.activeElement?.type ?? ""`),
        (type) => type === "search",
        5_000,
      );
      await driver.type("dialog[open] input[type=search]", searchFor.word);
      const titlesShown = () =>
        driver.evaluate<string[]>(
          `[...document.querySelectorAll("dialog[open] li a")].map((a) => a.textContent)`,
        );
      await until(
        "the post was found",
        titlesShown,
        (shown) => shown.includes(searchFor.post.title),
        10_000,
      );
      expect(await loaded()).toBeGreaterThan(0);
      // Down from the box to the post's result, then Enter.
      for (const _ of await titlesShown()) {
        await driver.press("ArrowDown");
        const focused = await driver.evaluate<string>(`document.activeElement?.textContent ?? ""`);
        if (focused === searchFor.post.title) break;
      }
      await driver.press("Enter");
      await until(
        "the post opened",
        () => driver.evaluate<string>("location.pathname"),
        (path) => path === `/blog/${searchFor.post.slug}`,
        5_000,
      );
      expect(await errors()).toEqual([]);
    },
  );

  const blogPath = routePages.find((page) => page.key === "/blog")?.path;
  it.skipIf(searchFor === null || blogPath === undefined)(
    "a / pressed at load, before search's opener has come, opens search with the words typed after it",
    async () => {
      if (!searchFor) return;
      // Its scripts slow to come: at load the opener is not there yet.
      await driver.goto(`${slowOrigin}${blogPath}`);
      const ready = `document.documentElement.hasAttribute(${JSON.stringify(SEARCH_READY_ATTRIBUTE)})`;
      expect(await driver.evaluate<boolean>(ready), "the opener was in before the press").toBe(
        false,
      );
      await driver.press("/");
      await driver.keys(searchFor.word);
      expect(
        await driver.evaluate<string | null>(
          `document.documentElement.getAttribute(${JSON.stringify(SEARCH_HELD_ATTRIBUTE)})`,
        ),
        "held before the opener came",
      ).not.toBeNull();
      const box = () =>
        driver.evaluate<{ type: string; value: string }>(
          `({ type: document.activeElement?.type ?? "", value: document.activeElement?.value ?? "" })`,
        );
      const opened = await until(
        "search opened with the words typed",
        box,
        (seen) => seen.type === "search" && seen.value !== "",
        4 * SCRIPT_DELAY_MS + 10_000,
      );
      expect(opened.value).toBe(searchFor.word);
      await until(
        "the post was found",
        () =>
          driver.evaluate<string[]>(
            `[...document.querySelectorAll("dialog[open] li a")].map((a) => a.textContent)`,
          ),
        (shown) => shown.includes(searchFor.post.title),
        10_000 + 2 * SCRIPT_DELAY_MS,
      );
      expect(await errors()).toEqual([]);
    },
  );

  it.skipIf(zoomPath === undefined)(
    "a post's image opens large in a dialog; Escape closes it and focus goes back to its link",
    async () => {
      await visit(`${origin}${zoomPath}`);
      await untilMarked("the image's dialog is ready", ZOOM_READY_ATTRIBUTE);
      const link = `a[${ZOOM_ATTRIBUTE}]`;
      const state = () =>
        driver.evaluate<{ open: boolean; loaded: boolean; sameFile: boolean; focused: boolean }>(
          `(() => {
            const link = document.querySelector(${JSON.stringify(link)});
            const dialog = [...document.querySelectorAll("dialog")].find((d) => d.querySelector("img"));
            const image = dialog?.querySelector("img");
            return {
              open: Boolean(dialog?.open && dialog.matches(":modal")),
              loaded: Boolean(image?.complete && image.naturalWidth > 0),
              sameFile: image?.src === link.href,
              focused: document.activeElement === link,
            };
          })()`,
        );
      await driver.click(link);
      const opened = await until("the dialog opened with the image", state, (seen) => seen.loaded);
      expect(opened).toMatchObject({ open: true, sameFile: true });
      expect(await driver.evaluate<string>("location.pathname")).toBe(zoomPath);
      await driver.press("Escape");
      const closed = await until("Escape closed it", state, (seen) => !seen.open, 5_000);
      expect(closed.focused).toBe(true);
      expect(await errors()).toEqual([]);
    },
  );

  it.skipIf(commentsPost === undefined)(
    "a post's comments load only once the reader reaches them, in the page's theme and language",
    async () => {
      await visit(`${commentsOrigin}${commentsPost}`);
      const mount = `[${COMMENTS_ATTRIBUTE}]`;
      const state = () =>
        driver.evaluate<{ button: boolean; frame: string | null; theme: string; lang: string }>(
          `(() => {
            const mount = document.querySelector(${JSON.stringify(mount)});
            return {
              button: Boolean(mount?.querySelector("button")),
              frame: mount?.querySelector("iframe")?.src ?? null,
              theme: document.documentElement.dataset.theme ?? "",
              lang: document.documentElement.lang,
            };
          })()`,
        );
      const ready = await until("the comments' button is there", state, (seen) => seen.button);
      expect(ready.frame).toBeNull();
      // Reaching the end of the post loads them, as pressing the button does (which a click,
      // scrolling to the button first, never gets to: comments.spec.ts presses it by keyboard).
      await driver.evaluate("(scrollTo(0, document.documentElement.scrollHeight), true)");
      const shown = await until("the frame is asked for", state, (seen) => seen.frame !== null);
      const frame = new URL(shown.frame ?? "");
      expect(frame.origin).toBe(GISCUS_ORIGIN);
      expect(frame.pathname).toBe(`/${giscusLanguage(shown.lang)}/widget`);
      expect(frame.searchParams.get("theme")).toBe(shown.theme);
      expect(await errors()).toEqual([]);
      // Nothing here reaches giscus.app: a frame left waiting for it held Firefox's next
      // navigation past its time limit.
      await driver.evaluate(
        `(document.querySelector(${JSON.stringify(`${mount} iframe`)})?.remove(), true)`,
      );
    },
  );

  it("the theme toggle switches the page's colours and is remembered", async () => {
    await visit(`${origin}/`);
    const theme = () =>
      driver.evaluate<{ name: string | undefined; background: string }>(
        "({ name: document.documentElement.dataset.theme, background: getComputedStyle(document.documentElement).backgroundColor })",
      );
    const looksLike = (name: "light" | "dark") => (seen: { name?: string; background: string }) =>
      seen.name === name && seen.background === computedColor(siteColors(name).bg ?? "");
    const first = (await theme()).name;
    expect(["light", "dark"]).toContain(first);
    const was = first as "light" | "dark";
    const next = was === "light" ? "dark" : "light";
    await driver.click(`[${THEME_TOGGLE_ATTRIBUTE}]`);
    await until(`the page turned ${next}`, theme, looksLike(next), 5_000);
    await visit(`${origin}/courses`);
    await until(`the next page is ${next} too`, theme, looksLike(next), 5_000);
    await driver.click(`[${THEME_TOGGLE_ATTRIBUTE}]`);
    await until(`the page turned back ${was}`, theme, looksLike(was), 5_000);
    await driver.evaluate(`localStorage.removeItem(${JSON.stringify(THEME_STORAGE_KEY)})`);
  });

  it(`/projects shows ${projects.length} cards once its screenshots settle`, async () => {
    const projectList = `ul[aria-label="${siteTexts.projectList}"]`;
    await visit(`${origin}/projects`);
    await until(
      "the list was shown",
      () =>
        driver.evaluate<string | null>(
          `document.querySelector(${JSON.stringify(projectList)}).dataset.ready`,
        ),
      (ready) => ready === "true",
    );
    const cards = await driver.evaluate<number>(
      `document.querySelectorAll(${JSON.stringify(`${projectList} > li`)}).length`,
    );
    expect(cards).toBe(projects.length);
  });

  it("the contact form shows three errors when empty, then sends", async () => {
    await visit(`${origin}/contact`);
    await driver.click('button[type="submit"]');
    // The spec's three messages for an empty form, as the form's own rules give them.
    const errors = Object.values(validate(emptyValues)).map((key) => siteTexts[key]);
    await until(
      "the three errors showed",
      () => driver.evaluate<string>("document.querySelector('main form').textContent"),
      (text) => errors.every((t) => text.includes(t)),
      5_000,
    );
    const name = `${driver.name} visitor ${Date.now()}`;
    await driver.type('input[name="name"]', name);
    await driver.type('input[name="email"]', "engines@example.com");
    await driver.type('textarea[name="message"]', `Sent from ${driver.name}`);
    await driver.click('button[type="submit"]');
    await until(
      "the success text showed",
      () => driver.evaluate<string>("document.querySelector('[role=status]')?.textContent ?? ''"),
      (text) => text.includes(siteTexts.sent),
    );
    const saved = readFileSync(join(outbox, "messages.jsonl"), "utf8");
    expect(saved).toContain(JSON.stringify(name));
  });

  it(`the particles start, drawn in the ${particleModes[name]} thread, and animate`, async () => {
    await visit(`${origin}/`);
    const mode = await until(
      "the field started",
      () => driver.evaluate<string | null>(particleModeScript),
      (value) => value !== null,
    );
    expect(mode).toBe(particleModes[name]);
    await driver.evaluate(ONLY_PARTICLES_SCRIPT);
    const first = await driver.screenshot();
    await until(
      "the field moved",
      () => driver.screenshot(),
      (shot) => shot !== first,
      5_000,
    );
  });

  it("the particles go on from one page to the next, not scattered anew", async () => {
    const started = () =>
      until(
        "the field started",
        () => driver.evaluate<{ carried: boolean } | null>(particleStartScript),
        (value) => value !== null,
      );
    await visit(`${origin}/`);
    await started();
    await driver.click('button[aria-controls="site-menu"]');
    await driver.click("#site-menu li:nth-child(2) a");
    await until(
      "the next page loaded",
      () => driver.evaluate<string>("location.pathname"),
      (path) => path.replace(/\/$/, "") === (menuPaths[1] ?? ""),
    );
    expect(await started()).toMatchObject({ carried: true });
  });

  it("six visits with two window resizes each do not crash the page", async () => {
    // Each resize waits until the page has seen it and drawn two frames after it, however busy
    // the machine: by then the field has resized its canvas.
    const resized = async (width: number, height: number) => {
      const before = await driver.evaluate<number>("window.__resizes");
      await driver.resize(width, height);
      const frame = await until(
        "the page saw the new size",
        () => driver.evaluate<[number, number]>("[window.__resizes, window.__frames]"),
        ([resizes]) => resizes > before,
      );
      await until(
        "the page drew after it",
        () => driver.evaluate<number>("window.__frames"),
        (frames) => frames >= frame[1] + 2,
      );
    };
    for (let i = 0; i < 6; i++) {
      await visit(`${origin}${i % 2 ? "/courses" : "/projects"}`);
      await driver.evaluate(
        "(window.__resizes = 0, window.__frames = 0, addEventListener('resize', () => window.__resizes++), requestAnimationFrame(function frame() { window.__frames++; requestAnimationFrame(frame); }), true)",
      );
      await resized(900, 700);
      await resized(1280, 800);
      const alive = await driver.evaluate<number>("1 + 1");
      expect(alive, "the page answers").toBe(2);
    }
    expect(await driver.evaluate<string | null>(particleModeScript)).toBe(particleModes[name]);
  });
});
