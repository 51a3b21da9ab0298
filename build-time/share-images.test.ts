// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { parseColor, themeColors, themes } from "./design-tokens";
import { renderPostCard, renderShareImages, shareColors } from "./share-images";

describe.each(themes)("favicon.svg in the %s theme", async (theme) => {
  const files = await renderShareImages({
    name: "Ada Quinn",
    initials: "AQ",
    position: "Frontend Developer",
    technologies: ["React"],
    siteUrl: "https://ada.example.com",
    colors: shareColors(theme),
  });
  const svg = String(files["favicon.svg"]);

  it("draws the owner's initials as outlines, with nothing left for a browser to look up", () => {
    expect(svg).toContain("<title>AQ</title>");
    expect(svg).not.toContain("<text");
    expect(svg).toMatch(/<path[^>]+d="M/);
  });

  it("fills its square: the frame's colour reaches every edge", () => {
    const image = new Resvg(svg, { fitTo: { mode: "width", value: 64 } }).render();
    const { width, height, pixels } = image;
    const at = (x: number, y: number) => [...pixels.subarray((y * width + x) * 4).slice(0, 3)];
    // The middle of each edge lies on the frame, in the theme's accent from tokens.css.
    const accent = parseColor(themeColors(theme).accent ?? "").slice(0, 3);
    expect([at(32, 1), at(32, height - 2), at(1, 32), at(width - 2, 32)]).toEqual([
      accent,
      accent,
      accent,
      accent,
    ]);
  });
});

describe("a post's share card", () => {
  const input = {
    title: "Charts that read well",
    date: "2 May 2025",
    name: "Ada Quinn",
    initials: "AQ",
    siteUrl: "https://ada.example.com",
    colors: shareColors("dark"),
  };

  it("is drawn once: a rebuild takes it from the cache, and another title draws anew", async () => {
    const cache = mkdtempSync(join(tmpdir(), "post-cards-"));
    try {
      const drawn = await renderPostCard(input, cache);
      expect(drawn.subarray(1, 4).toString()).toBe("PNG");
      const [file] = readdirSync(cache);
      expect(readdirSync(cache)).toHaveLength(1);
      // What the cache holds is what a rebuild gets, without drawing.
      writeFileSync(join(cache, String(file)), "from the cache");
      expect(String(await renderPostCard(input, cache))).toBe("from the cache");

      const other = await renderPostCard({ ...input, title: "Charts that read better" }, cache);
      expect(other.subarray(1, 4).toString()).toBe("PNG");
      expect(readdirSync(cache)).toHaveLength(2);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
