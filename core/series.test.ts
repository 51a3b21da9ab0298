import { describe, expect, it } from "vitest";
import { seriesOf, seriesPath, seriesPlace } from "./series.ts";

const post = (slug: string, date: string, series?: string) => ({
  slug,
  title: slug,
  date,
  ...(series === undefined ? {} : { series }),
});

describe("a series", () => {
  // Newest first, as the one reader gives them.
  const posts = [
    post("d", "2025-04-01", "Building Ledgerly"),
    post("c", "2025-03-01"),
    post("b", "2025-02-01", "building ledgerly"),
    post("a", "2025-01-01", "Solo"),
  ];

  it("groups posts by the series' address, read oldest first, named as the newest names it", () => {
    expect(seriesOf(posts)).toEqual([
      { name: "Building Ledgerly", slug: "building-ledgerly", posts: [posts[2], posts[0]] },
      { name: "Solo", slug: "solo", posts: [posts[3]] },
    ]);
  });

  it("has an address made as a tag's is", () => {
    expect(seriesPath("Building Ledgerly")).toBe("/blog/series/building-ledgerly");
    expect(seriesPath("C++ & me")).toBe("/blog/series/c-plus-plus-and-me");
  });

  it("tells a post's part, and nothing for a post outside a series", () => {
    expect(seriesPlace(posts, "d")).toMatchObject({
      part: 2,
      series: { slug: "building-ledgerly" },
    });
    expect(seriesPlace(posts, "b")?.part).toBe(1);
    expect(seriesPlace(posts, "a")).toMatchObject({ part: 1, series: { posts: [posts[3]] } });
    expect(seriesPlace(posts, "c")).toBeUndefined();
    expect(seriesOf([])).toEqual([]);
  });
});
