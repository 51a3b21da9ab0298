// Reads the colour tokens from app/styles/tokens.css, for what cannot ask the browser: the
// share card and icons, the theme-color of the HTML, and the tests; and the colour maths they
// need (contrast). tokens.css stays the one place the template writes a colour; the owner's
// accent goes over its accent tokens (build-time/owner-look.ts).
import { readFileSync } from "node:fs";
import type { Theme } from "#core/themes.ts";

export const tokensFile = new URL("../app/styles/tokens.css", import.meta.url);

/** Splits at commas that are not inside parentheses: `rgb(1 2 3 / 0.5), #fff` is two parts. */
function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "," && depth === 0) {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts;
}

/** Every custom property declared in the first `:root { … }` block, by name, as written. */
export function parseTokens(css: string): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const root = withoutComments.match(/:root\s*\{([^}]*)\}/)?.[1];
  if (!root) throw new Error("tokens.css: no :root block");
  const tokens = new Map<string, string>();
  for (const [, name, value] of root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    tokens.set(name as string, (value as string).replace(/\s+/g, " ").trim());
  }
  return tokens;
}

/** A token's value in one theme: light-dark() picked, var() references followed. */
export function resolveToken(tokens: Map<string, string>, name: string, theme: Theme): string {
  const seen = new Set<string>();
  const resolve = (value: string): string => {
    const lightDark = value.match(/^light-dark\((.*)\)$/);
    if (lightDark) {
      const [light = "", dark = ""] = splitTopLevel(lightDark[1] ?? "");
      return resolve(theme === "light" ? light : dark);
    }
    const reference = value.match(/^var\((--[\w-]+)\)$/);
    if (reference) {
      const next = reference[1] as string;
      if (seen.has(next)) throw new Error(`tokens.css: ${next} refers to itself`);
      seen.add(next);
      const target = tokens.get(next);
      if (target === undefined) throw new Error(`tokens.css: ${next} is not defined`);
      return resolve(target);
    }
    return value;
  };
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`tokens.css: ${name} is not defined`);
  return resolve(value);
}

/** The colour tokens of one theme, by name without the `--color-` prefix: tokens.css's, with
 * `over` (values by token name) in place of those it names. */
export function themeColors(
  theme: Theme,
  css = readFileSync(tokensFile, "utf8"),
  over: Record<string, string> = {},
) {
  const tokens = parseTokens(css);
  for (const [name, value] of Object.entries(over)) tokens.set(name, value);
  const colors: Record<string, string> = {};
  for (const name of tokens.keys()) {
    if (name.startsWith("--color-")) {
      colors[name.slice("--color-".length)] = resolveToken(tokens, name, theme);
    }
  }
  return colors;
}

/** [r, g, b, alpha] of a #hex or rgb() colour, the forms tokens.css uses. */
export function parseColor(color: string): [number, number, number, number] {
  const hex = color.match(/^#([\da-f]{3,8})$/i)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
    const [r, g, b, a = 255] = (full.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
    return [r ?? 0, g ?? 0, b ?? 0, a / 255];
  }
  const rgb = color.match(
    /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/,
  );
  if (rgb) {
    const [, r, g, b, a] = rgb;
    return [Number(r), Number(g), Number(b), a === undefined ? 1 : Number(a)];
  }
  throw new Error(`tokens.css: cannot read the colour "${color}"`);
}

/** The colour as the browser reports a computed style: "rgb(r, g, b)" or "rgba(r, g, b, a)". */
export function computedColor(color: string): string {
  const [r, g, b, a] = parseColor(color);
  return a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = parseColor(color).map((channel, i) => {
      if (i === 3) return channel;
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
