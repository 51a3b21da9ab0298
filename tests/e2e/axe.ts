import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axe from "axe-core";

/** WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Puts axe-core into each of the page's frames that lacks it, once per document. In its legacy
 * mode @axe-core/playwright sends axe's 0.5 MB to the page twice at every check (once to see
 * what it supports, once per frame), and the browser compiles and runs it each time.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => "axe" in window).catch(() => true);
    if (!present) await frame.evaluate(axe.source);
  }
}

/**
 * What axe-core finds on the page as it is now, one line per rule broken, or only under `rules`.
 *
 * Run in the page itself (axe's legacy mode). By default @axe-core/playwright gathers each
 * frame's results in a blank page it opens for every check: a new renderer process, and axe's
 * 0.5 MB injected again. On two cores that was nine tenths of a check (about 2.4 s of 2.7 s on
 * /projects, where axe's own run took 0.26 s). The one thing the default adds is checking frames
 * from other origins, and no page here has one when axe runs (comments' frame comes only when a
 * reader asks for it).
 */
export async function axeViolations(page: Page, { rules }: { rules?: string[] } = {}) {
  await injectAxe(page);
  // A source that does nothing: axe is already in every frame.
  const builder = new AxeBuilder({ page, axeSource: ";" })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(TAGS)).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}
