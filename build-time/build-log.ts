// What a build says. The terminal gets what an owner acts on: content problems (the content
// check's own message), warnings, errors and a summary at the end. Everything else Vite and
// React Router report (every asset of both builds with its size, each page prerendered, the
// bundler's timings) goes to a log file, which the summary names.
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { createLogger, type Logger } from "vite";

/** Where a build's whole report goes: one file per build directory, made again by each build. */
export const buildLogFile = (buildDir: string) =>
  join("node_modules", ".cache", "build-log", `${basename(buildDir)}.log`);

// Vite loads the configuration more than once in a build (React Router compiles the routes with
// a second Vite of its own), and each load makes a logger: the file is started afresh once per
// process, by whichever writes first.
const started = Symbol.for("portfolio.build-log.started");
type Started = { [started]?: Set<string> };

/** Keeps a line of the report in the file, stripped of the terminal's colours. */
export function keepInLog(file: string, message: string): void {
  const store = globalThis as Started;
  store[started] ??= new Set();
  if (!store[started].has(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, "");
    store[started].add(file);
  }
  appendFileSync(file, `${stripVTControlCharacters(message)}\n`);
}

/**
 * A Vite logger for `npm run build`: information to the file only, warnings and errors to the
 * terminal as Vite writes them, and to the file.
 */
export function buildLogger(file: string, terminal: Logger = createLogger("info")): Logger {
  const logger: Logger = {
    hasWarned: false,
    info(message) {
      keepInLog(file, message);
    },
    warn(message, options) {
      keepInLog(file, message);
      logger.hasWarned = true;
      terminal.warn(message, options);
    },
    warnOnce(message, options) {
      keepInLog(file, message);
      logger.hasWarned = true;
      terminal.warnOnce(message, options);
    },
    error(message, options) {
      keepInLog(file, message);
      terminal.error(message, options);
    },
    clearScreen() {},
    hasErrorLogged: (error) => terminal.hasErrorLogged(error),
  };
  return logger;
}

/** The bundler's note of which plugins took long: information for the log, not a warning. */
export const isTimingNote = (log: { code?: string }) =>
  log.code === "PLUGIN_TIMINGS" || log.code === "BUNDLER_TIMINGS";

/** What a build took from its cache (build-time/cache-tally.ts) against what it needed. */
export type FromCache = {
  /** The pages and files the prerender took from the last build, and all it asked for. */
  pages?: { kept: number; of: number };
  /** The posts' share cards. */
  cards?: { kept: number; of: number };
  /** The screenshots' sizes vite-imagetools encoded, rather than took from its cache. */
  imagesEncoded?: number;
};

const thousands = (count: number) => count.toLocaleString("en");

/** One line, in plain words, of how much of the build came from the cache. */
export function cacheLine({ pages, cards, imagesEncoded }: FromCache): string | undefined {
  const parts = [
    ...(pages ? [`${thousands(pages.kept)} of ${thousands(pages.of)} pages and files`] : []),
    ...(cards?.of ? [`${thousands(cards.kept)} of ${thousands(cards.of)} post cards`] : []),
  ];
  if (parts.length === 0) return undefined;
  const images =
    imagesEncoded === undefined
      ? ""
      : imagesEncoded === 0
        ? "; no screenshot encoded again"
        : `; ${thousands(imagesEncoded)} screenshot ${imagesEncoded === 1 ? "size" : "sizes"} encoded`;
  return `From the last build's cache: ${parts.join(", ")}${images}.`;
}

/** The lines a finished build ends with. */
export function buildSummary({
  pages,
  languages,
  seconds,
  siteUrl,
  clientDir,
  logFile,
  fromCache,
}: {
  pages: number;
  languages: string[];
  seconds: number;
  siteUrl: string;
  clientDir: string;
  logFile: string;
  fromCache?: FromCache;
}): string[] {
  const inLanguages =
    languages.length > 1 ? ` in ${languages.length} languages (${languages.join(", ")})` : "";
  const cache = fromCache && cacheLine(fromCache);
  return [
    `Built ${pages} pages${inLanguages} for ${siteUrl} in ${seconds.toFixed(1)} s: the site is in ${clientDir}/.`,
    ...(cache ? [cache] : []),
    `Every asset, page and timing of the build: ${logFile}`,
  ];
}
