// Facts the site takes from a large package (the icons' drawings, fonts' metrics) are read into
// the repository once, by the command that regenerates them; the package itself is not in the
// site's install. That command installs it here for its own run, and removes it after.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

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
    // Under `npm run`, the npm that runs the command, started by this Node: no shell to quote a
    // folder for (Windows starts npm.cmd only through one).
    const cli = process.env.npm_execpath;
    const npm = cli?.endsWith(".js")
      ? spawnSync(process.execPath, [cli, ...args], { stdio: "inherit" })
      : spawnSync("npm", args, { stdio: "inherit", shell: process.platform === "win32" });
    if (npm.status !== 0) throw new Error(`npm could not install ${packages.join(", ")}`);
    return await use(createRequire(join(folder, "index.js")));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
