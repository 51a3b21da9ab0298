import { describe, expect, it } from "vitest";
import { relatedPosts } from "./related";

const post = (slug: string, date: string, tags: string[]) => ({ slug, title: slug, date, tags });

describe("related posts", () => {
  const me = post("me", "2025-06-01", ["React", "CSS", "Testing"]);
  const posts = [
    me,
    post("two-old", "2025-01-01", ["react", "CSS"]),
    post("one-new", "2025-05-01", ["Testing"]),
    post("two-new", "2025-04-01", ["CSS", "Testing", "Go"]),
    post("three", "2024-01-01", ["React", "CSS", "Testing"]),
    post("none", "2025-05-30", ["Go"]),
  ];

  it("are the posts sharing the most tags, the newest of equals first, at most three", () => {
    expect(relatedPosts(posts, me).map((p) => p.slug)).toEqual(["three", "two-new", "two-old"]);
  });

  it("take any limit, and never the post itself", () => {
    expect(relatedPosts(posts, me, 10).map((p) => p.slug)).toEqual([
      "three",
      "two-new",
      "two-old",
      "one-new",
    ]);
  });

  it("of equal tags and date come by title; a tag written twice counts once", () => {
    const same = [
      me,
      post("b", "2025-03-01", ["CSS"]),
      post("a", "2025-03-01", ["css", "CSS"]),
      post("c", "2025-03-02", ["CSS"]),
    ];
    expect(relatedPosts(same, post("me", "2025-06-01", ["CSS", "css"])).map((p) => p.slug)).toEqual(
      ["c", "a", "b"],
    );
  });

  it("are none when no post shares a tag", () => {
    expect(relatedPosts(posts, post("x", "2025-01-01", ["Rust"]))).toEqual([]);
    expect(relatedPosts(posts, post("x", "2025-01-01", []))).toEqual([]);
    expect(relatedPosts([me], me)).toEqual([]);
  });
});
