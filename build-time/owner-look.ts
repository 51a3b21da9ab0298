// The owner's look, from content/: the accent in site.ts, laid over the template's accent
// tokens with each theme's shade checked (or, from one colour, derived) for contrast, and the
// owner's own stylesheet, content/styles.css. The pages' stylesheet takes both
// (build-time/vite-plugins/owner-look.ts); what is drawn without a browser (the share cards,
// the icons, the web manifest) reads the same colours here, through siteColors.
import { existsSync, readFileSync } from "node:fs";
import Color from "colorjs.io";
import { site } from "#content/site.ts";
import { contentFolder, contentPath } from "#core/content-dir.ts";
import { type Accent, ContentError, siteSchema } from "#core/schema.ts";
import { type Theme, themes } from "#core/themes.ts";
import { contrastRatio, themeColors, tokensFile } from "./design-tokens.ts";

/** The owner's own rules, in their cascade layer after every one of the template's. */
export const ownerStylesFile = () => contentPath("styles.css");
export const OWNER_LAYER = "owner";

/** The accent in site.ts; none when left out, or when the schema refuses it (the content check
 * then stops the build with its message, which a throw from here would hide). */
export function ownerAccent(raw: unknown = site.accent): Accent | undefined {
  const parsed = siteSchema.shape.accent.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

const readTokens = () => readFileSync(tokensFile, "utf8");

/** WCAG AA: text 4.5:1 on what it is drawn on; the focus ring and other UI parts 3:1. */
const TEXT = 4.5;

/** What an accent is drawn on, and over, in a theme: links on the page and on cards (text), and
 * a primary button's label on the accent itself, whichever of the template's two labels reads. */
function shortfall(colour: string, template: Record<string, string>) {
  const on = [
    { what: "page colour", colour: template.bg ?? "" },
    { what: "card colour", colour: template.surface ?? "" },
  ].map((surface) => ({ ...surface, ratio: contrastRatio(colour, surface.colour) }));
  const failing = on.filter((surface) => surface.ratio < TEXT).sort((a, b) => a.ratio - b.ratio);
  return { failing, label: labelOn(colour, template) };
}

/** The label a button in the accent takes: the theme's own (white in light, the page colour in
 * dark), else the other theme's, whichever reaches 4.5:1 first. */
function labelOn(colour: string, template: Record<string, string>): string | undefined {
  const candidates = [template["on-accent"] ?? "", template["on-accent-other"] ?? ""];
  return candidates.find((label) => label && contrastRatio(label, colour) >= TEXT);
}

const passes = (colour: string, template: Record<string, string>) => {
  const { failing, label } = shortfall(colour, template);
  return failing.length === 0 && label !== undefined;
};

/** `colour` at OKLCH lightness `lightness`, its hue kept, brought into sRGB, as #rrggbb. */
function atLightness(colour: string, lightness: number): string {
  const oklch = new Color(colour).to("oklch");
  oklch.l = lightness;
  return oklch.toGamut({ space: "srgb" }).to("srgb").toString({ format: "hex", collapse: false });
}

const lightnessOf = (colour: string) => new Color(colour).to("oklch").l ?? 0;

/** The shade of `colour`'s hue nearest to it that meets `ok`, searched towards black on a light
 * page and towards white on a dark one: the direction contrast grows. */
function nearestShade(colour: string, theme: Theme, ok: (shade: string) => boolean): string {
  const hex = atLightness(colour, lightnessOf(colour));
  if (ok(hex)) return hex;
  let failing = lightnessOf(colour);
  let passing = theme === "light" ? 0 : 1;
  for (let step = 0; step < 24; step++) {
    const middle = (failing + passing) / 2;
    if (ok(atLightness(colour, middle))) passing = middle;
    else failing = middle;
  }
  return atLightness(colour, passing);
}

/** The template's colours of a theme, with the other theme's button label beside its own. */
function templateColors(theme: Theme, css: string): Record<string, string> {
  const own = themeColors(theme, css);
  const other = themeColors(theme === "light" ? "dark" : "light", css);
  return { ...own, "on-accent-other": other["on-accent"] ?? "" };
}

/** The accent a theme is drawn with: the owner's colour for that theme as given (checkOwnerLook
 * stops a build whose colour fails); from one colour, the colour itself where it passes, else the
 * shade of its hue that stands out from the page as much as the template's own accent does
 * there, which passes too. */
function themeAccent(accent: Accent, theme: Theme, template: Record<string, string>): string {
  const given = typeof accent === "string" ? accent : accent[theme];
  const hex = atLightness(given, lightnessOf(given));
  if (typeof accent !== "string" || passes(hex, template)) return hex;
  const page = template.bg ?? "";
  const target = contrastRatio(template.accent ?? "", page);
  return nearestShade(
    given,
    theme,
    (shade) => passes(shade, template) && contrastRatio(shade, page) >= target,
  );
}

/** The shade of `colour`'s hue nearest to it that passes in a theme: what an error names. */
const passingShade = (colour: string, theme: Theme, template: Record<string, string>) =>
  nearestShade(colour, theme, (shade) => passes(shade, template));

/** The accent tokens an accent sets, by token name as light-dark() values, as tokens.css writes
 * them; none without an accent. */
export function accentTokens(
  accent: Accent | undefined,
  css = readTokens(),
): Record<string, string> {
  if (accent === undefined) return {};
  const each = Object.fromEntries(
    themes.map((theme) => {
      const template = templateColors(theme, css);
      const base = themeAccent(accent, theme, template);
      const baseRatio = contrastRatio(base, template.bg ?? "");
      // Hover and the focus ring: further from the page than the accent, by about the template's
      // own step (its red: 5.6:1 to 8.1:1 in light, 5.6:1 to 7.2:1 in dark).
      const strong = nearestShade(
        base,
        theme,
        (shade) => contrastRatio(shade, template.bg ?? "") >= Math.min(baseRatio * 1.35, 12),
      );
      // The 404's gradient runs from the strong shade down to a deep one, darker in both themes.
      const deep = atLightness(base, lightnessOf(base) * 0.62);
      const label = labelOn(base, template) ?? template["on-accent"] ?? "";
      // The particles: the accent itself on the dark page, a softer one on the light.
      const [r, g, b] = new Color(base).to("srgb").coords.map((c) => Math.round((c ?? 0) * 255));
      const particle = theme === "dark" ? base : `rgb(${r} ${g} ${b} / 0.7)`;
      return [
        theme,
        {
          accent: base,
          "accent-strong": strong,
          "accent-deep": deep,
          "on-accent": label,
          particle,
        },
      ];
    }),
  ) as unknown as Record<Theme, Record<string, string>>;
  return Object.fromEntries(
    Object.keys(each.light).map((name) => [
      `--color-${name}`,
      `light-dark(${each.light[name]}, ${each.dark[name]})`,
    ]),
  );
}

/** Every colour token of a theme as the site draws it: tokens.css, with the owner's accent. */
export function siteColors(
  theme: Theme,
  accent: Accent | undefined = ownerAccent(),
  css = readTokens(),
): Record<string, string> {
  return themeColors(theme, css, accentTokens(accent, css));
}

/** The rules the owner's accent adds to the site's stylesheet, in the tokens' layer after
 * tokens.css; none without an accent. */
export function accentCss(accent: Accent | undefined, css = readTokens()): string {
  const tokens = Object.entries(accentTokens(accent, css));
  if (tokens.length === 0) return "";
  const declarations = tokens.map(([name, value]) => `    ${name}: ${value};`).join("\n");
  return `\n/* The owner's accent (${contentFolder}/site.ts). */\n@layer tokens {\n  :root {\n${declarations}\n  }\n}\n`;
}

/**
 * The owner's look as the content check sees it: a colour given for one theme that does not
 * pass there stops the build, naming the colour, what it fails against, the ratio and the
 * nearest shade that passes; and a stylesheet that would end the page's own <style> early.
 */
export function checkOwnerLook({
  accent = ownerAccent(),
  styles = ownerStylesFile(),
  css = readTokens(),
}: {
  accent?: Accent | undefined;
  styles?: string;
  css?: string;
} = {}): void {
  const problems: string[] = [];
  if (accent !== undefined && typeof accent !== "string")
    for (const theme of themes) {
      const template = templateColors(theme, css);
      const given = accent[theme];
      if (passes(given, template)) continue;
      const { failing } = shortfall(given, template);
      const nearest = passingShade(given, theme, template);
      const against = failing[0]
        ? `on the ${theme} theme's ${failing[0].what} (${failing[0].colour}) is ${failing[0].ratio.toFixed(2)}:1, and link text needs ${TEXT}:1`
        : `has no button label that reads on it at ${TEXT}:1`;
      problems.push(
        `  - site → accent.${theme}: "${given}" ${against}; the nearest shade of it that passes is "${nearest}"`,
      );
    }
  if (existsSync(styles) && /<\/style/i.test(readFileSync(styles, "utf8")))
    problems.push(
      `  - ${contentFolder}/styles.css: holds "</style", which would end the page's stylesheet early; write it as "<\\/style" in a string`,
    );
  if (problems.length)
    throw new ContentError(`Content in ${contentFolder}/ has problems:\n${problems.join("\n")}`);
}
