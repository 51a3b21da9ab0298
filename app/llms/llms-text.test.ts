import { describe, expect, it } from "vitest";
import { llmsText } from "./llms-text";

describe("llms.txt", () => {
  const page = {
    title: "Courses",
    url: "https://me.example/courses",
    description: "Where I learned.",
  };
  const post = {
    title: "A [bracketed] post",
    url: "https://me.example/blog/a",
    description: "Two\nlines.",
  };

  it("has the site's name, its summary, then its pages and posts as links", () => {
    expect(
      llmsText({ name: "Mira", summary: "Front-end developer.", pages: [page], posts: [post] }),
    ).toBe(`# Mira

> Front-end developer.

## Pages

- [Courses](https://me.example/courses): Where I learned.

## Posts

- [A \\[bracketed\\] post](https://me.example/blog/a): Two lines.
`);
  });

  it("leaves out a list with nothing in it, and a description not given", () => {
    const text = llmsText({
      name: "Mira",
      summary: "Hi.",
      pages: [{ title: "About", url: "https://me.example/" }],
      posts: [],
    });
    expect(text).toContain("- [About](https://me.example/)\n");
    expect(text).not.toContain("## Posts");
  });

  it("keeps an address with brackets whole, and takes the headings in the page's language", () => {
    const text = llmsText({
      name: "Mira",
      summary: "Hallo.",
      pages: [{ title: "Wiki", url: "https://me.example/a_(b)" }],
      posts: [post],
      headings: { pages: "Seiten", posts: "Beiträge" },
    });
    expect(text).toContain("- [Wiki](https://me.example/a_%28b%29)");
    expect(text).toContain("## Seiten\n");
    expect(text).toContain("## Beiträge\n");
  });
});
