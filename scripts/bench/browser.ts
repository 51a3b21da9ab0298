import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumOrExit } from "../lib/browser.ts";

let found: string | undefined;
/** Looked up when first needed, so that `--help` answers on a machine without a browser. */
export function chromiumPath() {
  found ??= chromiumOrExit();
  return found;
}

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
