// @vitest-environment node
import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import { describe, expect, it } from "vitest";
import { arial, inter, roboto } from "./font-metrics.ts";

const fontsCss = readFileSync("app/styles/font-fallbacks.css", "utf8");
const tokensCss = readFileSync("app/styles/tokens.css", "utf8");

/** The descriptors of the @font-face named `family` in fonts.css. */
function faceIn(css: string, family: string): Record<string, string> {
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1])
    .find((body) => body?.includes(`font-family: "${family}"`));
  if (!face) throw new Error(`no @font-face for "${family}" in app/styles/font-fallbacks.css`);
  return Object.fromEntries(
    [...face.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value = ""]) => [
      name,
      value.replace(/\s+/g, " "),
    ]),
  );
}

/** Capsize's overrides for Inter over `fallback`, as CSS descriptors. */
function capsizeOverrides(fallback: typeof arial) {
  const { fontFaces } = createFontStack([inter, fallback], { fontFaceFormat: "styleObject" });
  const face = fontFaces[0]?.["@font-face"];
  if (!face) throw new Error("capsize made no @font-face");
  return {
    "ascent-override": face.ascentOverride,
    "descent-override": face.descentOverride,
    "line-gap-override": face.lineGapOverride ?? "0%",
    "size-adjust": face.sizeAdjust,
  };
}

describe("the fallback set to Inter's metrics", () => {
  it.each([
    ["Inter Fallback Arial", arial, "Liberation Sans"],
    ["Inter Fallback Roboto", roboto, "Roboto"],
  ])("%s has capsize's overrides and a local font", (family, fallback, local) => {
    const face = faceIn(fontsCss, family);
    expect(face).toMatchObject(capsizeOverrides(fallback));
    expect(face.src).toContain(`local("${local}")`);
  });

  it("comes right after Inter in the site's font stack, before the system's fonts", () => {
    const stack = /--font-sans:\s*([^;]+);/.exec(tokensCss)?.[1]?.replace(/\s+/g, " ");
    expect(stack).toMatch(/^"Inter Variable", "Inter Fallback Arial", "Inter Fallback Roboto", /);
  });
});
