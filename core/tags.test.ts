import { describe, expect, it } from "vitest";
import { contentDir } from "#content/dir.ts";
import { textSlug } from "#core/text-slug.ts";
import { postsTagged, tagIndexed, tagPath, tagProblems, tagsOf } from "./tags.ts";

describe("a tag's address", () => {
  it.each([
    ["React", "react"],
    ["Data visualisation", "data-visualisation"],
    ["Chart.js", "chart-js"],
    ["  Web  Components ", "web-components"],
    ["Café", "cafe"],
    ["C", "c"],
    ["C++", "c-plus-plus"],
    ["C#", "c-sharp"],
    ["R&D", "r-and-d"],
    ["HTML5/CSS3", "html5-css3"],
    ["日本語", ""],
  ])("%j → %j", (tag, slug) => {
    expect(textSlug(tag)).toBe(slug);
    // Only the characters an address carries as they are.
    expect(textSlug(tag)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
  });

  it("is the same for every build and under /blog/tags/", () => {
    expect(textSlug("TypeScript")).toBe(textSlug("TypeScript"));
    expect(tagPath("TypeScript")).toBe("/blog/tags/typescript");
  });
});

const posts = [
  { slug: "newest", tags: ["React", "CSS"] },
  { slug: "middle", tags: ["TypeScript"] },
  { slug: "oldest", tags: ["React", "React"] },
];

describe("the tags the posts carry", () => {
  it("lists each tag once, by address, with how many posts carry it", () => {
    expect(tagsOf(posts)).toEqual([
      { name: "CSS", slug: "css", posts: 1 },
      { name: "React", slug: "react", posts: 2 },
      { name: "TypeScript", slug: "typescript", posts: 1 },
    ]);
    expect(tagsOf([])).toEqual([]);
  });

  it("asks search engines to keep a tag's page from its second post on", () => {
    expect(tagsOf(posts).map((tag) => [tag.name, tagIndexed(tag)])).toEqual([
      ["CSS", false],
      ["React", true],
      ["TypeScript", false],
    ]);
  });

  it("finds the posts of a tag by its address, in the order given", () => {
    expect(postsTagged(posts, "react")).toEqual({
      name: "React",
      posts: [posts[0], posts[2]],
    });
    expect(postsTagged(posts, "vue")).toBeUndefined();
    expect(postsTagged(posts, undefined)).toBeUndefined();
  });
});

describe("tags that cannot have a page of their own", () => {
  it("are none for tags written alike", () => {
    expect(tagProblems(posts)).toEqual([]);
  });

  it("names both posts and both tags when two tags would share an address", () => {
    const problems = tagProblems([
      { slug: "first", tags: ["Node.js"] },
      { slug: "second", tags: ["CSS", "node-js"] },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${contentDir}/posts/first.md → tags: "Node.js"`);
    expect(problems[0]).toContain(`${contentDir}/posts/second.md → tags: "node-js"`);
    expect(problems[0]).toContain("/blog/tags/node-js");
  });

  it("names a tag with nothing to make an address of", () => {
    expect(tagProblems([{ slug: "notes", tags: ["日本語"] }])).toEqual([
      expect.stringContaining(`${contentDir}/posts/notes.md → tags: "日本語" has no letter`),
    ]);
  });
});
