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

/** The lines a finished build ends with. */
export function buildSummary({
  pages,
  languages,
  seconds,
  siteUrl,
  clientDir,
  logFile,
  prerender,
}: {
  pages: number;
  languages: string[];
  seconds: number;
  siteUrl: string;
  clientDir: string;
  logFile: string;
  /** What the prerender took from the last build (build-time/prerender-server.ts). */
  prerender?: { rendered: number; kept: number };
}): string[] {
  const inLanguages =
    languages.length > 1 ? ` in ${languages.length} languages (${languages.join(", ")})` : "";
  const kept =
    prerender && prerender.kept > 0
      ? ` (${prerender.kept} of ${prerender.kept + prerender.rendered} pages and files unchanged since the last build)`
      : "";
  return [
    `Built ${pages} pages${inLanguages} for ${siteUrl} in ${seconds.toFixed(1)} s${kept}: the site is in ${clientDir}/.`,
    `Every asset, page and timing of the build: ${logFile}`,
  ];
}
