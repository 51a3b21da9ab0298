import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

/** Writes a generated source file as Biome formats it, so that `npm run lint` passes it as is. */
export function writeFormatted(file: string, source: string): void {
  writeFileSync(file, source);
  const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
  const run = spawnSync(process.execPath, [biome, "format", "--write", file], { stdio: "inherit" });
  if (run.status !== 0) throw new Error(`Biome could not format ${file}`);
}
