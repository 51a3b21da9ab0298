// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { type Theme, themes } from "#core/themes.ts";
import {
  computedColor,
  contrastRatio,
  parseTokens,
  resolveToken,
  themeColors,
} from "./design-tokens";
import { siteColors } from "./owner-look";

describe("reading tokens.css", () => {
  const css = `/* a comment: --color-x: red; */
    :root {
      color-scheme: light dark;
      --color-bg: light-dark(#fff, #000);
      --color-veil: light-dark(rgb(0 0 0 / 0.5), rgb(255 255 255 / 0.25));
      --color-link: var(--color-accent);
      --color-accent: light-dark(#c00, #f33);
      --space-1: 0.25rem;
    }
    :root[data-theme="light"] { color-scheme: light; }`;

  it("picks each theme's side of light-dark(), commas inside rgb() included", () => {
    const tokens = parseTokens(css);
    expect(resolveToken(tokens, "--color-veil", "light")).toBe("rgb(0 0 0 / 0.5)");
    expect(resolveToken(tokens, "--color-veil", "dark")).toBe("rgb(255 255 255 / 0.25)");
  });

  it("follows var() references, and lists only colours as colours", () => {
    expect(themeColors("dark", css)).toEqual({
      bg: "#000",
      veil: "rgb(255 255 255 / 0.25)",
      link: "#f33",
      accent: "#f33",
    });
  });

  it("writes a colour as a computed style reads it", () => {
    expect(computedColor("#0a0a0f")).toBe("rgb(10, 10, 15)");
    expect(computedColor("rgb(216 40 64 / 0.7)")).toBe("rgba(216, 40, 64, 0.7)");
  });
});

// What tokens.css promises beside each colour, checked for both themes as the site draws them
// (with the owner's accent from content/site.ts, where there is one), so that neither a change to
// the palette nor an owner's colour can lose contrast unnoticed. Text 4.5:1, large text and UI
// parts 3:1 (WCAG AA).
describe.each(themes)("the %s theme's contrast", (theme: Theme) => {
  const c = siteColors(theme);
  // Each colour, the colours it is drawn on and what it is there, at the ratio it needs.
  const promises: Array<[minimum: number, Record<string, Record<string, string>>]> = [
    [
      4.5,
      {
        text: { bg: "body text", "surface-strong": "text on chips" },
        muted: { bg: "muted text", "surface-strong": "muted text on a raised surface" },
        accent: { bg: "accent links", surface: "accent links on cards" },
        "on-accent": { accent: "a primary button's label", "accent-strong": "its label on hover" },
        success: { surface: "the sent message" },
        error: { surface: "an error message", bg: "a field's error" },
        "alert-note": { bg: "a note's title" },
        "alert-tip": { bg: "a tip's title" },
        "alert-important": { bg: "an important alert's title" },
        "alert-warning": { bg: "a warning's title" },
        "alert-caution": { bg: "a caution's title" },
      },
    ],
    [
      3,
      {
        "border-strong": { surface: "a field's border" },
        "accent-strong": { bg: "the focus ring" },
      },
    ],
  ];
  const pairs = promises.flatMap(([minimum, colours]) =>
    Object.entries(colours).flatMap(([fg, on]) =>
      Object.entries(on).map(([bg, what]) => [fg, bg, what, minimum] as const),
    ),
  );
  it.each(pairs)("%s on %s (%s) ≥ %s:1", (fg, bg, _what, minimum) => {
    expect(contrastRatio(c[fg] ?? "", c[bg] ?? "")).toBeGreaterThanOrEqual(minimum);
  });
});

// Every colour comes from tokens.css. A hex, rgb(), hsl() or other colour function anywhere
// else in the site's code, its styles or its tests is a copy that a theme would miss.
describe("colour literals", () => {
  const root = join(import.meta.dirname, "..");
  const scanned = ["app", "build-time", "tests/e2e", "tests/engines"];
  const allowed = new Set([
    "app/styles/tokens.css", // the one place colours are written
    "build-time/design-tokens.ts", // reads them, and names the colour forms it reads
    "build-time/design-tokens.test.ts", // this file, whose examples are colours
    "build-time/owner-look.ts", // the owner's accent's shades, derived and written as CSS
    "build-time/owner-look.test.ts", // whose examples are owners' accents
    "build-time/vite-plugins/content-check.test.ts", // and an owner's failing one
  ]);
  const literal = /#[\da-f]{3,8}\b(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
  const files = scanned.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      // Not the engines' drivers, installed into tests/engines/node_modules when they run.
      .filter((file) => /\.(css|tsx?)$/.test(file) && !file.includes("node_modules"))
      .map((file) => relative(root, join(root, dir, file))),
  );

  it("finds the files it checks", () => {
    expect(files).toContain("app/styles/tokens.css");
    expect(files.filter((file) => file.endsWith(".css")).length).toBeGreaterThan(10);
  });

  it("are written only in tokens.css", () => {
    const found = files
      .filter((file) => !allowed.has(file))
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .flatMap((line, i) =>
            [...line.matchAll(literal)].map((match) => `${file}:${i + 1}: ${match[0]}`),
          ),
      );
    expect(found).toEqual([]);
  });
});
