// What only the template's own commands use stays out of the site's install. Facts the site
// takes from a large package (the icons' drawings, fonts' metrics) are read into the repository
// once, by the command that regenerates them, which installs the package for its own run and
// removes it after (withPackages). The tools a maintainer's command runs (the bench's Lighthouse,
// the engines' drivers) are a package of their own, with its own lockfile, that the command
// installs the first time it runs and again when that lockfile changes (installFolder).

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Runs npm with `args`, its output shown; false when it fails. */
function npm(args: readonly string[]): boolean {
  // Under `npm run`, the npm that runs the command, started by this Node: no shell to quote a
  // folder for (Windows starts npm.cmd only through one).
  const cli = process.env.npm_execpath;
  const run = cli?.endsWith(".js")
    ? spawnSync(process.execPath, [cli, ...args], { stdio: "inherit" })
    : spawnSync("npm", args, { stdio: "inherit", shell: process.platform === "win32" });
  return run.status === 0;
}

/** Where installFolder notes the lockfile it installed from, inside what it installed. */
const INSTALLED_FROM = "node_modules/.installed-from-lock";

/**
 * Installs the package in `folder` (its package.json and package-lock.json) with `npm ci`,
 * unless its node_modules was installed from the lockfile as it is now. Stderr names what it
 * installs, so that a command's first run says why it takes longer.
 */
export function installFolder(folder: string): void {
  const lock = createHash("sha256")
    .update(readFileSync(join(folder, "package-lock.json")))
    .digest("hex");
  const stamp = join(folder, INSTALLED_FROM);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === lock) return;
  console.error(`Installing ${folder}'s packages (${folder}/package.json), once…`);
  if (!npm(["ci", "--prefix", folder, "--no-audit", "--no-fund", "--loglevel=error"]))
    throw new Error(`npm could not install ${folder}'s packages: npm ci --prefix ${folder}`);
  // A package with nothing to install gets no node_modules from npm.
  mkdirSync(join(folder, "node_modules"), { recursive: true });
  writeFileSync(stamp, lock);
}

/**
 * Installs `packages` (each `name@version`, pinned) into a folder of their own, runs `use` with a
 * `require` that loads from there, then removes the folder. The folder is inside node_modules so
 * that what they import in turn (React, for react-icons) resolves to the site's own copy: npm is
 * told not to install their peers.
 */
export async function withPackages<T>(
  packages: readonly string[],
  use: (load: NodeJS.Require) => T | Promise<T>,
): Promise<T> {
  const cache = resolve("node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, "on-demand-"));
  try {
    const args = [
      "install",
      "--prefix",
      folder,
      "--no-save",
      "--no-package-lock",
      "--legacy-peer-deps",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      ...packages,
    ];
    if (!npm(args)) throw new Error(`npm could not install ${packages.join(", ")}`);
    return await use(createRequire(join(folder, "index.js")));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// `tsx scripts/lib/install-on-demand.ts FOLDER…`: installs each folder's package as its command
// would (`npm run typecheck:tools`, before it checks them).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const folder of process.argv.slice(2)) installFolder(folder);
}
