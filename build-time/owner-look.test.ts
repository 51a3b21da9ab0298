// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Color from "colorjs.io";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ContentError } from "#core/schema.ts";
import { themes } from "#core/themes.ts";
import { contrastRatio, parseColor, themeColors } from "./design-tokens.ts";
import { accentCss, accentTokens, checkOwnerLook, siteColors } from "./owner-look.ts";
import { renderShareImages, shareColors } from "./share-images/draw.ts";
import { withOwnerLook } from "./vite-plugins/owner-look.ts";

// The owner's look from content/: these examples are owners' accents, given here so that the
// derivation is held to what an owner sees whatever the content in this checkout says.

const TEAL = "#0f766e";
/** A stylesheet the owner has not written: these tests are about the accent alone. */
const noStyles = join(tmpdir(), "no-such-folder", "styles.css");
const oklch = (colour: string) => new Color(colour).to("oklch");
const hue = (colour: string) => oklch(colour).h ?? Number.NaN;
const lightness = (colour: string) => oklch(colour).l ?? 0;
const nearHue = (colour: string, of: string) =>
  Math.abs(((hue(colour) - hue(of) + 540) % 360) - 180) < 6;

describe('accent: "#0f766e", one colour', () => {
  const light = siteColors("light", TEAL);
  const dark = siteColors("dark", TEAL);

  it("is the light theme's accent as given, where it passes", () => {
    expect(light.accent).toBe(TEAL);
  });

  it("is a lighter teal in the dark theme, the same hue, that passes there", () => {
    expect(nearHue(dark.accent ?? "", TEAL)).toBe(true);
    expect(lightness(dark.accent ?? "")).toBeGreaterThan(lightness(TEAL));
    // The given teal itself would not pass on the dark page.
    expect(contrastRatio(TEAL, dark.bg ?? "")).toBeLessThan(4.5);
  });

  it.each(themes)("passes every contrast the template's own accent passes, in %s", (theme) => {
    const c = siteColors(theme, TEAL);
    for (const surface of ["bg", "surface"])
      expect(contrastRatio(c.accent ?? "", c[surface] ?? "")).toBeGreaterThanOrEqual(4.5);
    for (const shade of ["accent", "accent-strong"])
      expect(contrastRatio(c["on-accent"] ?? "", c[shade] ?? "")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c["accent-strong"] ?? "", c.bg ?? "")).toBeGreaterThanOrEqual(3);
  });

  it.each(themes)("turns the particles and every accent shade teal in %s", (theme) => {
    const c = siteColors(theme, TEAL);
    for (const name of ["accent", "accent-strong", "accent-deep", "particle"]) {
      const [r, g, b] = parseColor(c[name] ?? "");
      expect(nearHue(`rgb(${r} ${g} ${b})`, TEAL), `${name}: ${c[name]}`).toBe(true);
    }
    // The template's red is gone from all of them.
    const template = themeColors(theme);
    for (const name of ["accent", "accent-strong", "accent-deep", "particle"])
      expect(c[name]).not.toBe(template[name]);
  });

  it("goes into the stylesheet over tokens.css, in its layer, as light-dark() pairs", () => {
    const css = accentCss(TEAL);
    expect(css).toContain("@layer tokens {");
    expect(css).toContain(
      `--color-accent: light-dark(${TEAL}, ${siteColors("dark", TEAL).accent});`,
    );
    for (const name of ["accent-strong", "accent-deep", "on-accent", "particle"])
      expect(css).toContain(`--color-${name}: light-dark(`);
    expect(accentCss(undefined)).toBe("");
    expect(accentTokens(undefined)).toEqual({});
  });

  it.each(themes)("draws the share card and icons teal in %s", async (theme) => {
    const dir = mkdtempSync(join(tmpdir(), "owner-look-"));
    try {
      const colors = shareColors(theme, TEAL);
      const files = await renderShareImages(
        {
          name: "Ada Quinn",
          initials: "AQ",
          position: "Frontend Developer",
          technologies: ["React"],
          siteUrl: "https://ada.example.com",
          colors,
        },
        dir,
      );
      // The name is drawn in the accent: many of the card's pixels are exactly that teal.
      const accent = Buffer.from(parseColor(siteColors(theme, TEAL).accent ?? "").slice(0, 3));
      for (const file of ["share-image.png", "icon-192.png"]) {
        const { data, info } = await sharp(files[file]).raw().toBuffer({ resolveWithObject: true });
        let teal = 0;
        for (let at = 0; at < data.length; at += info.channels)
          if (data.subarray(at, at + 3).equals(accent)) teal++;
        expect(teal, file).toBeGreaterThan(100);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("accent: { light, dark }, a colour for each theme", () => {
  it("is taken as given where each passes", () => {
    const accent = { light: "#1d4ed8", dark: "#93c5fd" };
    expect(siteColors("light", accent).accent).toBe(accent.light);
    expect(siteColors("dark", accent).accent).toBe(accent.dark);
    expect(() => checkOwnerLook({ accent, styles: noStyles })).not.toThrow();
  });

  it("stops the build when one fails, naming the colour, the pair, the ratio and a shade that passes", () => {
    const accent = { light: "#ffff00", dark: "#ffff00" };
    let message = "";
    try {
      checkOwnerLook({ accent, styles: noStyles });
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      message = (error as Error).message;
    }
    const light = themeColors("light");
    // Yellow fails on the light page and its cards; on the dark page it passes.
    expect(message).toMatch(
      /^Content in .+\/ has problems:\n {2}- site → accent\.light: "#ffff00" /,
    );
    expect(message).not.toContain("accent.dark");
    const [, colour, ratio, shade] =
      /on the light theme's \w+ colour \((#[\da-f]+)\) is ([\d.]+):1, and link text needs 4\.5:1; the nearest shade of it that passes is "(#[\da-f]{6})"/.exec(
        message,
      ) ?? [];
    expect([light.bg, light.surface]).toContain(colour);
    expect(Number(ratio)).toBeCloseTo(contrastRatio("#ffff00", colour ?? ""), 2);
    // The shade named passes, and is yellow still.
    for (const surface of [light.bg, light.surface])
      expect(contrastRatio(shade ?? "", surface ?? "")).toBeGreaterThanOrEqual(4.5);
    expect(nearHue(shade ?? "", "#ffff00")).toBe(true);
    const fixed = { light: shade ?? "", dark: "#ffff00" };
    expect(() => checkOwnerLook({ accent: fixed, styles: noStyles })).not.toThrow();
  });

  it("is never an error as one colour: the failing theme's shade is derived", () => {
    expect(() => checkOwnerLook({ accent: "#ffff00", styles: noStyles })).not.toThrow();
    expect(siteColors("light", "#ffff00").accent).not.toBe("#ffff00");
    expect(siteColors("dark", "#ffff00").accent).toBe("#ffff00");
  });
});

describe("content/styles.css", () => {
  const appCss = readFileSync("app/styles/app.css", "utf8");

  it("is the last layer of the cascade, after every one of the template's", () => {
    const order = /^@layer ([^;{]+);/m.exec(appCss)?.[1]?.split(/,\s*/) ?? [];
    expect(order.at(-1)).toBe("owner");
    // Every other stylesheet app.css imports is in a layer before it, or declares no rules.
    for (const [, , layer] of appCss.matchAll(/^@import "([^"]+)"(?: layer\((\w+)\))?;/gm))
      if (layer) expect(order.indexOf(layer)).toBeLessThan(order.length - 1);
  });

  it("is imported into the one stylesheet after the template's last import, in the owner's layer", () => {
    const out = withOwnerLook(appCss, undefined, join(process.cwd(), "content", "styles.css"));
    const imports = [...out.matchAll(/^@import "([^"]+)"(?: layer\((\w+)\))?;/gm)];
    expect(imports.at(-1)?.slice(1)).toEqual(["../../content/styles.css", "owner"]);
    // Nothing else changed.
    expect(out.replace(/\n@import "..\/..\/content\/styles.css" layer\(owner\);/, "")).toBe(appCss);
    expect(withOwnerLook(appCss, undefined, undefined)).toBe(appCss);
  });

  it("stops the build when it would end the page's <style> early", () => {
    const dir = mkdtempSync(join(tmpdir(), "owner-styles-"));
    try {
      const file = join(dir, "styles.css");
      writeFileSync(file, 'main::after { content: "</style>"; }\n');
      expect(() => checkOwnerLook({ accent: TEAL, styles: file })).toThrow(
        /styles\.css: holds "<\/style"/,
      );
      writeFileSync(file, "main { outline: 1px solid; }\n");
      expect(() => checkOwnerLook({ accent: TEAL, styles: file })).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
