// The one place that decides which browser binary the scripts, the bench, the engine checks and
// the Playwright config launch, so that an owner's first `npm run screenshots` on a Mac or a
// Windows machine finds the Chrome they already have instead of Debian's /usr/bin/chromium.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { posix, win32 } from "node:path";

/** What the lookup reads from the machine; tests pass their own, so nothing real is looked at. */
export type Machine = {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  /** Where Playwright's own browser would be (`npx playwright install chromium`), if it knows. */
  playwrightChromium: () => string | undefined;
};

export const thisMachine: Machine = {
  platform: process.platform,
  env: process.env,
  exists: existsSync,
  playwrightChromium: () => {
    try {
      // Loaded only when asked: a command's --help must not wait for Playwright to load.
      const { chromium } = createRequire(import.meta.url)("@playwright/test");
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  },
};

/** Flags every launch uses: no sandbox (CI runs as root), and no background traffic to Google. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The places Chrome, Chromium (and on Windows, Edge, which every machine has) install to. */
export function systemChromiums({ platform, env }: Pick<Machine, "platform" | "env">): string[] {
  if (platform === "win32") {
    const roots = [env.PROGRAMFILES, env["PROGRAMFILES(X86)"], env.LOCALAPPDATA].filter(
      (root): root is string => Boolean(root),
    );
    return [
      ...roots.map((root) => win32.join(root, "Google", "Chrome", "Application", "chrome.exe")),
      ...roots.map((root) => win32.join(root, "Chromium", "Application", "chrome.exe")),
      ...roots.map((root) => win32.join(root, "Microsoft", "Edge", "Application", "msedge.exe")),
    ];
  }
  if (platform === "darwin") {
    const apps = ["/Applications", ...(env.HOME ? [posix.join(env.HOME, "Applications")] : [])];
    return apps.flatMap((dir) => [
      posix.join(dir, "Google Chrome.app/Contents/MacOS/Google Chrome"),
      posix.join(dir, "Chromium.app/Contents/MacOS/Chromium"),
      posix.join(dir, "Microsoft Edge.app/Contents/MacOS/Microsoft Edge"),
    ]);
  }
  return [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/snap/bin/chromium",
    "/opt/google/chrome/chrome",
  ];
}

export class BrowserNotFound extends Error {}

function installHint(platform: NodeJS.Platform) {
  if (platform === "linux")
    return " (or your distribution's package, e.g. apt-get install chromium)";
  return " (or install Google Chrome)";
}

/**
 * CHROMIUM_PATH if set; else Playwright's own Chromium if it has been installed; else a Chrome or
 * Chromium at the usual place for this system. Throws BrowserNotFound with one line to show.
 */
export function findChromium(machine: Machine = thisMachine): string {
  const chosen = machine.env.CHROMIUM_PATH;
  if (chosen) {
    if (machine.exists(chosen)) return chosen;
    throw new BrowserNotFound(`CHROMIUM_PATH is ${chosen}, but there is no such file.`);
  }
  const playwright = machine.playwrightChromium();
  if (playwright && machine.exists(playwright)) return playwright;
  const system = systemChromiums(machine).find(machine.exists);
  if (system) return system;
  throw new BrowserNotFound(
    `No Chrome or Chromium found: run \`npx playwright install chromium\`${installHint(machine.platform)}, or set CHROMIUM_PATH to one.`,
  );
}

/** Chromium without a window, where the system's packages have one (Debian's
 * chromium-headless-shell). */
export function systemHeadlessShells({ platform }: Pick<Machine, "platform">): string[] {
  return platform === "linux" ? ["/usr/bin/chromium-headless-shell"] : [];
}

/**
 * For the tests, which never show a window: CHROMIUM_PATH if set; else the system's headless
 * shell, which runs a test on about half the CPU of a full Chromium in headless mode (the
 * end-to-end run took half the time on two cores, docs/testing.md); else what findChromium
 * finds.
 */
export function findHeadlessChromium(machine: Machine = thisMachine): string {
  if (machine.env.CHROMIUM_PATH) return findChromium(machine);
  return systemHeadlessShells(machine).find(machine.exists) ?? findChromium(machine);
}

/** FIREFOX_PATH if set; else Firefox (ESR on Debian) at the usual place for this system. */
export function findFirefox(machine: Machine = thisMachine): string {
  const { env, platform } = machine;
  if (env.FIREFOX_PATH) {
    if (machine.exists(env.FIREFOX_PATH)) return env.FIREFOX_PATH;
    throw new BrowserNotFound(`FIREFOX_PATH is ${env.FIREFOX_PATH}, but there is no such file.`);
  }
  const places =
    platform === "win32"
      ? [env.PROGRAMFILES, env["PROGRAMFILES(X86)"]]
          .filter((root): root is string => Boolean(root))
          .map((root) => win32.join(root, "Mozilla Firefox", "firefox.exe"))
      : platform === "darwin"
        ? ["/Applications/Firefox.app/Contents/MacOS/firefox"]
        : ["/usr/bin/firefox-esr", "/usr/bin/firefox", "/snap/bin/firefox"];
  const found = places.find(machine.exists);
  if (found) return found;
  throw new BrowserNotFound(
    `No Firefox found: install Firefox${platform === "linux" ? " (apt-get install firefox-esr)" : ""}, or set FIREFOX_PATH to one.`,
  );
}

/** For a command line: the path, or the one line saying what to install, and exit 1. */
export function chromiumOrExit(
  machine: Machine = thisMachine,
  find: (machine: Machine) => string = findChromium,
): string {
  try {
    return find(machine);
  } catch (error) {
    if (!(error instanceof BrowserNotFound)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
