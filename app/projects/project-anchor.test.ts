import { describe, expect, it } from "vitest";
import { projectAddresses, projectAnchors } from "./project-anchor";

describe("the projects' anchors", () => {
  const titled = (...titles: string[]) => titles.map((title) => ({ title }));

  it("come from the titles, each once, in the content's order", () => {
    expect(
      projectAnchors(titled("Aurora Weather", "Chart.js tour", "Aurora weather", "日本語")),
    ).toEqual([
      "project-aurora-weather",
      "project-chart-js-tour",
      "project-aurora-weather-2",
      "project-4",
    ]);
  });

  it("come from the id where a project has one, so a new title keeps its address", () => {
    expect(
      projectAnchors([{ id: "aurora", title: "Aurora Weather 2" }, { title: "Tour" }]),
    ).toEqual(["project-aurora", "project-tour"]);
  });

  it("are valid, distinct ids whatever the titles", () => {
    const anchors = projectAnchors(titled("a", "a", "a-2", "", "  "));
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^project-[a-z0-9-]+$/);
  });
});

describe("where a project is read", () => {
  it("is its write-up, or its card on /projects", () => {
    expect(
      projectAddresses([{ title: "Aurora", writeUp: "aurora-weather.md" }, { title: "Tour" }]),
    ).toEqual(["/projects/aurora-weather", "/projects#project-tour"]);
  });
});
