import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { installFolder } from "./install-on-demand.ts";

/** A folder like scripts/bench/: a package whose one dependency is a folder beside it. */
function toolsPackage(): string {
  const folder = mkdtempSync(join(tmpdir(), "tools-package-"));
  mkdirSync(join(folder, "tool"));
  writeFileSync(
    join(folder, "tool/package.json"),
    JSON.stringify({ name: "tool", version: "1.0.0", main: "index.js" }),
  );
  writeFileSync(join(folder, "tool/index.js"), 'module.exports = "the tool";\n');
  const dependencies = { tool: "file:./tool" };
  writeFileSync(
    join(folder, "package.json"),
    JSON.stringify({ name: "tools", private: true, dependencies }),
  );
  writeFileSync(
    join(folder, "package-lock.json"),
    JSON.stringify({
      name: "tools",
      lockfileVersion: 3,
      requires: true,
      packages: {
        "": { name: "tools", dependencies },
        "node_modules/tool": { resolved: "tool", link: true },
        tool: { version: "1.0.0" },
      },
    }),
  );
  return folder;
}

/** Whether the tool is installed in the folder's node_modules. */
const installed = (folder: string) => existsSync(join(folder, "node_modules/tool/index.js"));

describe("installFolder", () => {
  it("installs a folder's package once, and again when its lockfile changes", () => {
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    const folder = toolsPackage();
    try {
      installFolder(folder);
      expect(installed(folder)).toBe(true);
      expect(said).toHaveBeenCalledTimes(1);
      expect(said.mock.calls[0]?.[0]).toContain(`Installing ${folder}'s packages`);

      // Installed from this lockfile already: nothing is installed, even what went missing.
      rmSync(join(folder, "node_modules/tool"));
      installFolder(folder);
      expect(installed(folder)).toBe(false);
      expect(said).toHaveBeenCalledTimes(1);

      const lock = join(folder, "package-lock.json");
      writeFileSync(lock, `${JSON.stringify(JSON.parse(readFileSync(lock, "utf8")), null, 2)}\n`);
      installFolder(folder);
      expect(installed(folder)).toBe(true);
      expect(said).toHaveBeenCalledTimes(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
