// @vitest-environment node
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { renderShareImages } from "./share-images";

describe("favicon.svg", async () => {
  const files = await renderShareImages({
    name: "Ada Quinn",
    initials: "AQ",
    position: "Frontend Developer",
    technologies: ["React"],
    siteUrl: "https://ada.example.com",
    accent: "#ff3b4f",
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
    const red = (x: number, y: number) => pixels[(y * width + x) * 4] ?? 0;
    // The middle of each edge lies on the accent-coloured frame (red channel 0xff).
    expect([red(32, 1), red(32, height - 2), red(1, 32), red(width - 2, 32)]).toEqual([
      255, 255, 255, 255,
    ]);
  });
});
