// `npm run test:engines`: one engine-neutral set of checks, run in Chromium, Firefox and WebKit
// (WebKitGTK, Safari's engine) against the production build that `npm test` made, served by
// `npm run serve`. CI installs the engines and runs it; an owner's `npm test` does not need it.
//   xvfb-run -a tsx tests/engines/run.ts [chromium|firefox|webkit …]
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyValues, validate } from "../../app/contact/validation.ts";
import { projects } from "../../app/content/projects.ts";
import { THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE } from "../../app/theme/theme-script.ts";
import { computedColor, themeColors } from "../../build-time/design-tokens.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { routePages } from "../site-pages.ts";
import { chromium, type Driver, firefox, webkit } from "./drivers.ts";

const engines = { chromium, firefox, webkit };
const chosen = (
  process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(engines)
) as Array<keyof typeof engines>;

// One page of every route (the blog, a post, a write-up when the owner has them), then the 404.
const routes = [...routePages, { path: "/no-such-page", heading: "Page not found" }];

let passed = 0;
let failed = 0;

async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 15_000,
) {
  const end = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await read().catch(() => undefined as T);
    if (last !== undefined && ok(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} (last seen: ${JSON.stringify(last)})`);
}

async function check(driver: Driver, name: string, run: () => Promise<void>) {
  try {
    await run();
    passed++;
    console.log(`✓ ${driver.name}: ${name}`);
  } catch (error) {
    failed++;
    console.log(`✘ ${driver.name}: ${name}: ${(error as Error).message.split("\n")[0]}`);
  }
}

async function visit(driver: Driver, url: string) {
  await driver.goto(url);
  await until(
    "the page became interactive",
    () => driver.evaluate<boolean>('document.documentElement.hasAttribute("data-hydrated")'),
    Boolean,
  );
}

const errors = (driver: Driver) => driver.evaluate<string[]>("window.__engineErrors || []");

async function runEngine(driver: Driver, origin: string, outbox: string) {
  for (const route of routes) {
    await check(driver, `${route.path} shows its heading, with no uncaught error`, async () => {
      await visit(driver, origin + route.path);
      const h1 = await driver.evaluate<string>('document.querySelector("h1")?.textContent ?? ""');
      if (!h1.includes(route.heading)) throw new Error(`h1 is "${h1}"`);
      const caught = await errors(driver);
      if (caught.length) throw new Error(caught.join("; "));
    });
  }

  await check(driver, "the menu opens and closes", async () => {
    await visit(driver, `${origin}/`);
    const open = () =>
      driver.evaluate<boolean>('document.getElementById("site-menu").matches(":popover-open")');
    await driver.click('button[aria-controls="site-menu"]');
    await until("the menu opened", open, (value) => value === true, 5_000);
    await driver.pressEscape();
    await until("Escape closed the menu", open, (value) => value === false, 5_000);
    await driver.click('button[aria-controls="site-menu"]');
    await until("the menu opened again", open, (value) => value === true, 5_000);
    await driver.click('button[aria-controls="site-menu"]');
    await until("the toggle closed the menu", open, (value) => value === false, 5_000);
  });

  await check(
    driver,
    "the theme toggle switches the page's colours and is remembered",
    async () => {
      await visit(driver, `${origin}/`);
      const theme = () =>
        driver.evaluate<{ name: string | undefined; background: string }>(
          "({ name: document.documentElement.dataset.theme, background: getComputedStyle(document.documentElement).backgroundColor })",
        );
      const looksLike = (name: "light" | "dark") => (seen: { name?: string; background: string }) =>
        seen.name === name && seen.background === computedColor(themeColors(name).bg ?? "");
      const first = await theme();
      if (first.name !== "light" && first.name !== "dark") throw new Error(`theme "${first.name}"`);
      const next = first.name === "light" ? "dark" : "light";
      await driver.click(`[${THEME_TOGGLE_ATTRIBUTE}]`);
      await until(`the page turned ${next}`, theme, looksLike(next), 5_000);
      await visit(driver, `${origin}/courses`);
      await until(`the next page is ${next} too`, theme, looksLike(next), 5_000);
      await driver.click(`[${THEME_TOGGLE_ATTRIBUTE}]`);
      await until(`the page turned back ${first.name}`, theme, looksLike(first.name), 5_000);
      await driver.evaluate(`localStorage.removeItem(${JSON.stringify(THEME_STORAGE_KEY)})`);
    },
  );

  await check(
    driver,
    `/projects shows ${projects.length} cards once its screenshots settle`,
    async () => {
      await visit(driver, `${origin}/projects`);
      await until(
        "the list was shown",
        () =>
          driver.evaluate<string | null>(
            'document.querySelector("ul[aria-label=Projects]").dataset.ready',
          ),
        (ready) => ready === "true",
      );
      const cards = await driver.evaluate<number>(
        'document.querySelectorAll("ul[aria-label=Projects] > li").length',
      );
      if (cards !== projects.length) throw new Error(`${cards} cards`);
    },
  );

  await check(driver, "the contact form shows three errors when empty, then sends", async () => {
    await visit(driver, `${origin}/contact`);
    await driver.click('button[type="submit"]');
    // The spec's three messages for an empty form, as the form's own rules give them.
    const texts = Object.values(validate(emptyValues));
    await until(
      "the three errors showed",
      () => driver.evaluate<string>("document.querySelector('main form').textContent"),
      (text) => texts.every((t) => text.includes(t)),
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
      (text) => text.includes("Message sent successfully!"),
    );
    const saved = readFileSync(join(outbox, "messages.jsonl"), "utf8");
    if (!saved.includes(JSON.stringify(name))) throw new Error("no new line in the outbox");
  });

  await check(driver, "the particles animate", async () => {
    await visit(driver, `${origin}/`);
    const frames = () =>
      driver.evaluate<number>(
        "window.__particleStats ? window.__particleStats().then((s) => s.frames) : -1",
      );
    const first = await until("the field started", frames, (n) => n >= 0);
    await until("frames were drawn", frames, (n) => n > first + 10, 5_000);
  });

  await check(driver, "six visits with two window resizes each do not crash the page", async () => {
    for (let i = 0; i < 6; i++) {
      await visit(driver, `${origin}${i % 2 ? "/courses" : "/projects"}`);
      await driver.resize(900, 700);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await driver.resize(1280, 800);
      await new Promise((resolve) => setTimeout(resolve, 600));
      const alive = await driver.evaluate<number>("1 + 1");
      if (alive !== 2) throw new Error("the page stopped answering");
    }
    const mode = await driver.evaluate<string>(
      "window.__particleStats ? window.__particleStats().then((s) => s.mode) : 'none'",
    );
    console.log(`  (${driver.name} draws the particles in: ${mode})`);
  });
}

const port = await freePort();
const outbox = mkdtempSync(join(tmpdir(), "engines-outbox-"));
const server: ChildProcess = spawn(process.execPath, ["server/serve.js"], {
  env: { ...process.env, PORT: String(port), OUTBOX_DIR: outbox },
  stdio: "ignore",
});
const origin = `http://localhost:${port}`;
try {
  await until("the server started", () => fetch(origin).then((res) => res.ok), Boolean);
  for (const name of chosen) {
    let driver: Driver | undefined;
    try {
      driver = await engines[name]();
      await runEngine(driver, origin, outbox);
    } catch (error) {
      failed++;
      console.log(`✘ ${name}: could not start: ${(error as Error).message.split("\n")[0]}`);
    } finally {
      await driver?.close().catch(() => {});
    }
  }
} finally {
  server.kill();
}
console.log(`\nengines: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
