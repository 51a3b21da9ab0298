// The demo's mockup sites (mockups.yaml: a palette, a layout and words per sample project), read
// and checked here so that a typo there stops `npm run screenshots:demo` with the entry and field.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";

const layouts = ["dashboard", "landing", "shop", "blog", "notes", "map", "media"] as const;
export type Layout = (typeof layouts)[number];

const color = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a colour such as #1b2a4a");
const words = z.array(z.string().min(1)).min(1);

const mockupSchema = z.strictObject({
  layout: z.enum(layouts),
  // The page, the cards on it, its text, quieter text and two accents for buttons and art.
  bg: color,
  surface: color,
  text: color,
  muted: color,
  accent: color,
  accent2: color,
  logo: z.string().min(1),
  nav: words,
  heading: z.string().min(1),
  lead: z.string().min(1),
  cta: z.string().min(1),
  items: words,
  // The dashboard's figures, label: value.
  stats: z
    .record(z.string(), z.coerce.string())
    .default({})
    .transform((stats) => Object.entries(stats)),
});

export type Mockup = z.output<typeof mockupSchema>;

export function readMockups(
  file = new URL("./mockups.yaml", import.meta.url),
): Record<string, Mockup> {
  const result = z.record(z.string(), mockupSchema).safeParse(parse(readFileSync(file, "utf8")));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join(" → ")}: ${i.message}`);
    throw new Error(`scripts/screenshots/mockups.yaml:\n${problems.join("\n")}`);
  }
  return result.data;
}
