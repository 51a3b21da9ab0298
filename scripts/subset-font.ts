// Cuts Inter (variable) down to the characters almost every page uses and to the weights the
// stylesheet uses (400–900), so the font the first screen waits for is a fraction of the file.
// Characters outside this set still render in Inter: app/styles/fonts.css loads fontsource's
// full Latin file for them, only when a page uses one.   npm run font-subset
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { BASIC_CHARACTERS } from "../build-time/font-subset.ts";
import { parseCommand } from "./lib/cli.ts";

parseCommand({
  usage: "npm run font-subset --",
  about:
    "Writes app/styles/fonts/inter-basic.woff2: Inter cut down to the characters almost every page uses (build-time/font-subset.ts), weights 400–900. Run it after changing that character set.",
  options: {},
});

const source = createRequire(import.meta.url).resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
// Nothing is set lighter than 400 (keep in step with the basic face's font-weight range): the
// 100–399 masters are a quarter of the file.
const subset = await subsetFont(readFileSync(source), BASIC_CHARACTERS, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 900 } },
});
writeFileSync("app/styles/fonts/inter-basic.woff2", subset);
console.log(`app/styles/fonts/inter-basic.woff2: ${subset.length} bytes`);
