// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BASIC_CHARACTERS, codePointsOf } from "./font-subset";

describe("Inter's basic subset", () => {
  it("is declared in fonts.css for exactly the characters the file is cut to", () => {
    const css = readFileSync("app/styles/fonts.css", "utf8");
    const face = css.split("@font-face").find((block) => block.includes("inter-basic.woff2"));
    const range = face?.match(/unicode-range:([^;]+);/)?.[1];
    expect(range, "the basic face's unicode-range").toBeDefined();
    const declared = [...codePointsOf(range ?? "")].sort((a, b) => a - b);
    const cut = [...new Set([...BASIC_CHARACTERS].map((c) => c.codePointAt(0) ?? 0))].sort(
      (a, b) => a - b,
    );
    expect(declared.map((p) => p.toString(16))).toEqual(cut.map((p) => p.toString(16)));
  });

  it("reads single points and ranges, and names a part it cannot read", () => {
    expect([...codePointsOf("U+0041-0043, U+00B0")]).toEqual([0x41, 0x42, 0x43, 0xb0]);
    expect(() => codePointsOf("U+0041, latin")).toThrow('"latin"');
  });
});
