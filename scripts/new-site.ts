// `npm run new-site`: the owner's content/ in one command, from the starter (or the demo), and
// `.content/` pointed at it, so that the next `npm run dev` shows it. The template never ships a
// content/, which is what lets a fork take the template's updates without a conflict
// (docs/upgrading.md). `npm run new-site -- --help` lists the options.
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { DEMO_DIR, OWNER_DIR, writeContentSource } from "#core/content-source.js";
import { chromiumArgs, chromiumOrExit } from "./lib/browser.ts";
import { parseCommand } from "./lib/cli.ts";
import {
  firstEdits,
  NewSiteRefusal,
  refuseIfStarted,
  STARTER_DIR,
  writeNewSite,
} from "./lib/new-site-content.ts";

const { values } = parseCommand({
  usage: "npm run new-site --",
  about: `Starts your site: writes ${OWNER_DIR}/ from ${STARTER_DIR}/ (one of everything, with placeholders to replace), which the build then reads instead of the demo. Refuses when ${OWNER_DIR}/ exists.`,
  options: {
    demo: {
      type: "boolean",
      default: false,
      describe: `start from a copy of the demo (${DEMO_DIR}/: posts, write-ups, a second language)`,
    },
  },
  env: { CHROMIUM_PATH: "the Chrome or Chromium that draws the starter's screenshots" },
});

const root = process.cwd();
const from = values.demo ? DEMO_DIR : STARTER_DIR;
let browser: Browser | undefined;
try {
  refuseIfStarted(root);
  // Found before anything is written, so that a machine without one is told so with no
  // half-made folder left behind. The demo has its screenshots and needs none.
  const executablePath = values.demo ? undefined : chromiumOrExit();
  const drawn = await writeNewSite({
    root,
    from: join(root, from),
    browser: async () => {
      const { chromium } = await import("@playwright/test");
      browser = await chromium.launch({ executablePath, args: chromiumArgs });
      return browser;
    },
  });
  writeContentSource(root);
  const width = Math.max(...firstEdits.map(([file]) => `${OWNER_DIR}/${file}`.length));
  console.log(
    [
      `Your site is in ${OWNER_DIR}/, copied from ${from}/${drawn.length ? ` (its screenshots drawn as placeholders)` : ""}.`,
      "Edit these next, with `npm run dev` showing every change:",
      ...firstEdits.map(([file, what]) => `  ${`${OWNER_DIR}/${file}`.padEnd(width)}  ${what}`),
      `Then \`npm run check\`, and commit ${OWNER_DIR}/: it is yours, and \`npm run upgrade\` never touches it.`,
    ].join("\n"),
  );
} catch (error) {
  if (!(error instanceof NewSiteRefusal)) throw error;
  console.error(error.message);
  process.exit(1);
} finally {
  await browser?.close();
}
