import { describe, expect, it } from "vitest";
import { postsByYear } from "./archive";

const post = (title: string, date: string) => ({ title, date });

describe("the archive", () => {
  it("lists the posts under their years, the newest year and post first", () => {
    const posts = [
      post("b", "2024-03-01"),
      post("a", "2025-01-02"),
      post("c", "2024-11-30"),
      post("d", "2023-12-31"),
      post("e", "2025-01-02"),
    ];
    expect(postsByYear(posts)).toEqual([
      { year: "2025", posts: [posts[1], posts[4]] },
      { year: "2024", posts: [posts[2], posts[0]] },
      { year: "2023", posts: [posts[3]] },
    ]);
  });

  it("has no year without posts", () => {
    expect(postsByYear([])).toEqual([]);
  });
});
