// The last step: the build's summary, in the terminal and in the build's log file
// (build-time/build-log.ts).
import { relative } from "node:path";
import { languages } from "#core/languages.ts";
import { buildLogFile, buildSummary, keepInLog } from "../build-log.ts";
import { resolveSiteUrl } from "../build-settings.ts";
import { prerenderStats } from "../prerender-server.ts";
import type { BuiltSite } from "./built-site.ts";

export function reportBuild({ buildDir, client }: BuiltSite, pages: number): void {
  const logFile = buildLogFile(buildDir);
  const prerender = prerenderStats();
  if (prerender)
    keepInLog(
      logFile,
      `Prerender: ${prerender.rendered} rendered, ${prerender.kept} unchanged from the last build`,
    );
  const summary = buildSummary({
    prerender,
    pages,
    languages,
    // The build is the whole of its process (react-router build).
    seconds: performance.now() / 1000,
    siteUrl: resolveSiteUrl(),
    clientDir: relative(process.cwd(), client),
    logFile,
  });
  for (const line of summary) {
    keepInLog(logFile, line);
    console.log(line);
  }
}
