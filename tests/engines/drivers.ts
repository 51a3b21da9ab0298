// One small set of moves that every engine's driver can make, so that the same checks run in
// Chromium, Firefox and WebKit: Chromium and Firefox through puppeteer-core (CDP and WebDriver
// BiDi), WebKitGTK through its classic W3C WebDriver, with WebdriverIO.
import { type ChildProcess, spawn } from "node:child_process";
import puppeteer, { type Page, type Browser as PuppeteerBrowser } from "puppeteer-core";
import { remote } from "webdriverio";
import { chromiumArgs, findChromium, findFirefox } from "../../scripts/lib/browser.ts";
import { freePort } from "../../scripts/lib/free-port.ts";

export type Driver = {
  name: string;
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** Presses a key (a name such as "Escape", "ArrowDown", "Enter", or a character) where focus is. */
  press(key: "Escape" | "ArrowDown" | "Enter" | "/"): Promise<void>;
  /** Types the text where focus is, key by key, whatever has focus (the page itself too). */
  keys(text: string): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  /** The viewport as a base64 PNG. */
  screenshot(): Promise<string>;
  close(): Promise<void>;
};

/** Records uncaught errors from the first line of script on; WebKit's driver cannot read its console. */
export const ERROR_CATCHER = `(() => {
  window.__engineErrors = window.__engineErrors || [];
  addEventListener("error", (e) => window.__engineErrors.push(String(e.message || e.error)));
  addEventListener("unhandledrejection", (e) => window.__engineErrors.push("unhandled: " + String(e.reason)));
})()`;

async function puppeteerDriver(
  name: string,
  browser: PuppeteerBrowser,
  setup: (page: Page) => Promise<void> = async () => {},
): Promise<Driver> {
  const page = await browser.newPage();
  await setup(page);
  await page.evaluateOnNewDocument(ERROR_CATCHER);
  return {
    name,
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    keys: (text) => page.keyboard.type(text),
    resize: (width, height) => page.setViewport({ width, height }),
    screenshot: () => page.screenshot({ encoding: "base64" }),
    close: () => browser.close(),
  };
}

export async function chromium(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: "chrome",
    executablePath: findChromium(),
    headless: true,
    args: chromiumArgs,
  });
  return puppeteerDriver("chromium", browser, (page) =>
    page.setViewport({ width: 1280, height: 800 }),
  );
}

export async function firefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: findFirefox(),
    headless: true,
  });
  return puppeteerDriver("firefox", browser, (page) =>
    page.setViewport({ width: 1280, height: 800 }),
  );
}

/** WebKitGTK's MiniBrowser under WebKitWebDriver; it needs an X display (xvfb-run). */
export async function webkit(): Promise<Driver> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.env.WEBKIT_DRIVER_PATH ?? "WebKitWebDriver",
    [`--port=${port}`],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await remote({
    hostname: "127.0.0.1",
    port,
    path: "/",
    logLevel: "error",
    capabilities: {
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": {
        binary:
          process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
        args: ["--automation"],
      },
      "wdio:enforceWebDriverClassic": true,
    } as WebdriverIO.Capabilities,
  });
  await browser.setWindowSize(1280, 800);
  return {
    name: "webkit",
    goto: async (url) => {
      await browser.url(url);
      // No script runs before the page's own here: catch what happens from now on.
      await browser.execute(ERROR_CATCHER);
    },
    evaluate: <T>(expression: string) =>
      browser.execute(`return (${expression});`) as unknown as Promise<T>,
    click: async (selector) => {
      await (await browser.$(selector)).click();
    },
    type: async (selector, text) => {
      await (await browser.$(selector)).addValue(text);
    },
    press: (key) => browser.keys([key]),
    keys: (text) => browser.keys([...text]),
    resize: (width, height) => browser.setWindowSize(width, height),
    screenshot: () => browser.takeScreenshot(),
    close: async () => {
      await browser.deleteSession().catch(() => {});
      server.kill();
    },
  };
}
