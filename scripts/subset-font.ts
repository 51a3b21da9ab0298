// Cuts Inter (variable, all weights) down to the characters almost every page uses, so the
// font the first screen waits for is 29 KB instead of 48 KB. Characters outside this set
// still render in Inter: app/styles/fonts.css loads fontsource's full Latin file for them,
// only when a page uses one.   npm run font-subset
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

// Keep in step with the basic face's unicode-range in app/styles/fonts.css.
const characters = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)),
  "\u00a0©·–—‘’“”•…←→€™",
].join("");

const source = createRequire(import.meta.url).resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const subset = await subsetFont(readFileSync(source), characters, { targetFormat: "woff2" });
writeFileSync("app/styles/fonts/inter-basic.woff2", subset);
console.log(`app/styles/fonts/inter-basic.woff2: ${subset.length} bytes`);
