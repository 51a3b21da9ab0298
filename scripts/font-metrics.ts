// Writes build-time/font-metrics.ts: the metrics of the site's font and of the system fonts that
// stand in for it, read from @capsizecss/metrics (every Google font's, 169 MB, which the site's
// install leaves out). build-time/font-fallback.test.ts holds the fallback faces to them.
//   npm run font-metrics -- inter arial roboto
import { parseCommand, usageError } from "./lib/cli.ts";
import { withPackages } from "./lib/install-on-demand.ts";
import { writeFormatted } from "./lib/write-formatted.ts";

const CAPSIZE_METRICS = "@capsizecss/metrics@4.3.0";
const OUTPUT = "build-time/font-metrics.ts";
const DEFAULT_FONTS = ["inter", "arial", "roboto"];

const { positionals } = parseCommand({
  usage: "npm run font-metrics --",
  about: `Writes ${OUTPUT}: each font's metrics, read from ${CAPSIZE_METRICS}, which it installs for the run into node_modules/.cache. Name fonts as that package does (its README lists them: inter, arial, roboto, ibmPlexSans…); with none named, ${DEFAULT_FONTS.join(", ")}.`,
  options: {},
  positionals: { name: "font", describe: "a font's name in @capsizecss/metrics" },
});
const fonts = positionals.length > 0 ? positionals : DEFAULT_FONTS;
for (const font of fonts) {
  if (!/^[a-z][A-Za-z0-9]*$/.test(font)) usageError(`${font}: not a name @capsizecss/metrics uses`);
}

const metrics = await withPackages([CAPSIZE_METRICS], (load) =>
  fonts.map((font) => {
    try {
      const module: { default?: unknown } = load(`@capsizecss/metrics/${font}`);
      return [font, module.default ?? module] as const;
    } catch {
      return [font, undefined] as const;
    }
  }),
);
const unknown = metrics.filter(([, value]) => value === undefined).map(([font]) => font);
if (unknown.length > 0) usageError(`not in ${CAPSIZE_METRICS}: ${unknown.join(", ")}`);

writeFormatted(
  OUTPUT,
  [
    `// Written by \`npm run font-metrics\` (scripts/font-metrics.ts) from ${CAPSIZE_METRICS}: run`,
    "// it, do not edit.",
    ...metrics.map(([font, value]) => `export const ${font} = ${JSON.stringify(value)};\n`),
  ].join("\n"),
);
console.log(`${OUTPUT}: ${fonts.join(", ")} from ${CAPSIZE_METRICS}`);
