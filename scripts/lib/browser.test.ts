// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  BrowserNotFound,
  findChromium,
  findFirefox,
  findHeadlessChromium,
  type Machine,
} from "./browser.ts";

/** A machine where only `files` exist; nothing is read from or launched on this one. */
const machine = (
  platform: NodeJS.Platform,
  files: string[],
  env: Machine["env"] = {},
  playwright?: string,
): Machine => ({
  platform,
  env,
  exists: (path) => files.includes(path),
  playwrightChromium: () => playwright,
});

const macChrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
const winEnv = {
  PROGRAMFILES: "C:\\Program Files",
  "PROGRAMFILES(X86)": "C:\\Program Files (x86)",
  LOCALAPPDATA: "C:\\Users\\mira\\AppData\\Local",
};
const ownPlaywright = "/home/mira/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";

describe("findHeadlessChromium", () => {
  const shell = "/usr/bin/chromium-headless-shell";

  it("takes the system's headless shell over Playwright's browser and the system's", () => {
    expect(
      findHeadlessChromium(
        machine("linux", [shell, ownPlaywright, "/usr/bin/chromium"], {}, ownPlaywright),
      ),
    ).toBe(shell);
  });

  it("takes CHROMIUM_PATH over the headless shell", () => {
    expect(
      findHeadlessChromium(
        machine("linux", [shell, "/opt/chrome"], { CHROMIUM_PATH: "/opt/chrome" }),
      ),
    ).toBe("/opt/chrome");
  });

  it("without a headless shell, finds what findChromium finds", () => {
    expect(findHeadlessChromium(machine("linux", ["/usr/bin/chromium"]))).toBe("/usr/bin/chromium");
    expect(findHeadlessChromium(machine("darwin", [macChrome]))).toBe(macChrome);
  });
});

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first, over Playwright's and the system's", () => {
    const found = findChromium(
      machine("linux", ["/opt/chrome", ownPlaywright, "/usr/bin/chromium"], {
        CHROMIUM_PATH: "/opt/chrome",
      }),
    );
    expect(found).toBe("/opt/chrome");
  });

  it("says so when CHROMIUM_PATH names no file, rather than looking elsewhere", () => {
    const lookup = () =>
      findChromium(machine("linux", ["/usr/bin/chromium"], { CHROMIUM_PATH: "/nope/chrome" }));
    expect(lookup).toThrow(BrowserNotFound);
    expect(lookup).toThrow("CHROMIUM_PATH is /nope/chrome, but there is no such file.");
  });

  it("takes Playwright's own browser when it has been installed", () => {
    expect(
      findChromium(machine("linux", [ownPlaywright, "/usr/bin/chromium"], {}, ownPlaywright)),
    ).toBe(ownPlaywright);
  });

  it("passes over Playwright's browser when it was never downloaded", () => {
    expect(findChromium(machine("linux", ["/usr/bin/chromium"], {}, ownPlaywright))).toBe(
      "/usr/bin/chromium",
    );
  });

  it.each([
    ["/usr/bin/chromium"],
    ["/usr/bin/chromium-browser"],
    ["/usr/bin/google-chrome"],
    ["/snap/bin/chromium"],
  ])("finds %s on Linux", (path) => {
    expect(findChromium(machine("linux", [path]))).toBe(path);
  });

  it("finds Google Chrome, then Chromium, in a Mac's Applications", () => {
    const chromiumApp = "/Applications/Chromium.app/Contents/MacOS/Chromium";
    expect(findChromium(machine("darwin", [chromiumApp, macChrome]))).toBe(macChrome);
    expect(findChromium(machine("darwin", [chromiumApp]))).toBe(chromiumApp);
  });

  it("finds Chrome in a Mac user's own Applications folder", () => {
    const path = "/Users/mira/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(findChromium(machine("darwin", [path], { HOME: "/Users/mira" }))).toBe(path);
  });

  it("does not look for Linux paths on a Mac", () => {
    expect(() => findChromium(machine("darwin", ["/usr/bin/chromium"]))).toThrow(BrowserNotFound);
  });

  it.each([
    ["C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"],
    ["C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe"],
    ["C:\\Users\\mira\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe"],
  ])("finds %s on Windows", (path) => {
    expect(findChromium(machine("win32", [path], winEnv))).toBe(path);
  });

  it("falls back to Edge on Windows, after any Chrome", () => {
    const edge = "C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe";
    const chrome = "C:\\Users\\mira\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe";
    expect(findChromium(machine("win32", [edge, chrome], winEnv))).toBe(chrome);
    expect(findChromium(machine("win32", [edge], winEnv))).toBe(edge);
  });

  it("says in one line what to install when there is no browser", () => {
    for (const platform of ["linux", "darwin", "win32"] as const) {
      try {
        findChromium(machine(platform, []));
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(BrowserNotFound);
        const { message } = error as Error;
        expect(message).not.toContain("\n");
        expect(message).toContain("npx playwright install chromium");
        expect(message).toContain("CHROMIUM_PATH");
      }
    }
    expect(() => findChromium(machine("linux", []))).toThrow("apt-get install chromium");
  });
});

describe("findFirefox", () => {
  it("takes FIREFOX_PATH, else Firefox at each system's usual place", () => {
    expect(findFirefox(machine("linux", ["/ff"], { FIREFOX_PATH: "/ff" }))).toBe("/ff");
    expect(findFirefox(machine("linux", ["/usr/bin/firefox"]))).toBe("/usr/bin/firefox");
    expect(findFirefox(machine("linux", ["/usr/bin/firefox-esr", "/usr/bin/firefox"]))).toBe(
      "/usr/bin/firefox-esr",
    );
    const mac = "/Applications/Firefox.app/Contents/MacOS/firefox";
    expect(findFirefox(machine("darwin", [mac]))).toBe(mac);
    const win = "C:\\Program Files\\Mozilla Firefox\\firefox.exe";
    expect(findFirefox(machine("win32", [win], winEnv))).toBe(win);
  });

  it("says in one line what to install when there is none", () => {
    expect(() => findFirefox(machine("linux", []))).toThrow(
      "No Firefox found: install Firefox (apt-get install firefox-esr), or set FIREFOX_PATH to one.",
    );
  });
});
