// @vitest-environment node
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Logger } from "vite";
import { describe, expect, it, vi } from "vitest";
import {
  buildLogFile,
  buildLogger,
  buildSummary,
  cacheLine,
  type FromCache,
  isTimingNote,
} from "./build-log";

function terminal(): Logger {
  return {
    hasWarned: false,
    info: vi.fn(),
    warn: vi.fn(),
    warnOnce: vi.fn(),
    error: vi.fn(),
    clearScreen: vi.fn(),
    hasErrorLogged: () => false,
  };
}

describe("the build's logger", () => {
  it("keeps the information in the file, and tells the terminal the warnings and errors", () => {
    const file = join(mkdtempSync(join(tmpdir(), "build-log-")), "build.log");
    const screen = terminal();
    const logger = buildLogger(file, screen);
    logger.info("build/client/assets/app.css   25.14 kB │ gzip: 5.92 kB");
    logger.info("\u001b[32mPrerender (html): / -> build/client/index.html\u001b[39m");
    logger.warn("[plugin portfolio:email-notice] No EmailJS keys set");
    logger.error("Build failed");

    expect(screen.info).not.toHaveBeenCalled();
    expect(screen.warn).toHaveBeenCalledWith(
      "[plugin portfolio:email-notice] No EmailJS keys set",
      undefined,
    );
    expect(screen.error).toHaveBeenCalledWith("Build failed", undefined);
    expect(logger.hasWarned).toBe(true);
    // Without the terminal's colours, in the order it was said.
    expect(readFileSync(file, "utf8")).toBe(
      [
        "build/client/assets/app.css   25.14 kB │ gzip: 5.92 kB",
        "Prerender (html): / -> build/client/index.html",
        "[plugin portfolio:email-notice] No EmailJS keys set",
        "Build failed",
        "",
      ].join("\n"),
    );
  });

  it("starts the file afresh once per build, however many loggers the build makes", () => {
    const file = join(mkdtempSync(join(tmpdir(), "build-log-")), "build.log");
    buildLogger(file, terminal()).info("client");
    buildLogger(file, terminal()).info("server");
    expect(readFileSync(file, "utf8")).toBe("client\nserver\n");
  });

  it("has a file per build directory, out of what is deployed", () => {
    expect(buildLogFile("build")).toBe(join("node_modules", ".cache", "build-log", "build.log"));
    expect(buildLogFile("build-base")).toMatch(/build-base\.log$/);
  });

  it("takes the bundler's timings for information", () => {
    expect(isTimingNote({ code: "PLUGIN_TIMINGS" })).toBe(true);
    expect(isTimingNote({ code: "UNRESOLVED_IMPORT" })).toBe(false);
  });
});

describe("the build's summary", () => {
  it("says what was built, where, for which address, how long it took and where the rest is", () => {
    const lines = buildSummary({
      pages: 31,
      languages: ["en", "de"],
      seconds: 23.44,
      siteUrl: "https://ada.example.com",
      clientDir: "build/client",
      logFile: "node_modules/.cache/build-log/build.log",
    });
    expect(lines).toEqual([
      "Built 31 pages in 2 languages (en, de) for https://ada.example.com in 23.4 s: the site is in build/client/.",
      "Every asset, page and timing of the build: node_modules/.cache/build-log/build.log",
    ]);
    expect(
      buildSummary({
        pages: 9,
        languages: ["en"],
        seconds: 9,
        siteUrl: "https://a.example",
        clientDir: "build/client",
        logFile: "x.log",
      })[0],
    ).toBe("Built 9 pages for https://a.example in 9.0 s: the site is in build/client/.");
  });

  it("says in one line how much came from the last build's cache", () => {
    const summary = (fromCache: FromCache) =>
      buildSummary({
        pages: 1004,
        languages: ["en"],
        seconds: 12,
        siteUrl: "https://a.example",
        clientDir: "build/client",
        logFile: "x.log",
        fromCache,
      });
    const warm = summary({
      pages: { kept: 1080, of: 1085 },
      cards: { kept: 1003, of: 1004 },
      imagesEncoded: 0,
    });
    expect(warm).toHaveLength(3);
    expect(warm[1]).toBe(
      "From the last build's cache: 1,080 of 1,085 pages and files, 1,003 of 1,004 post cards; no screenshot encoded again.",
    );
    expect(
      summary({ pages: { kept: 0, of: 53 }, cards: { kept: 0, of: 0 }, imagesEncoded: 1 })[1],
    ).toBe("From the last build's cache: 0 of 53 pages and files; 1 screenshot size encoded.");
    expect(cacheLine({ pages: { kept: 2, of: 9 }, imagesEncoded: 294 })).toBe(
      "From the last build's cache: 2 of 9 pages and files; 294 screenshot sizes encoded.",
    );
    // A build whose prerender this plugin did not answer says nothing of the cache.
    expect(cacheLine({ cards: { kept: 0, of: 0 } })).toBeUndefined();
  });
});
