// @vitest-environment node
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { worthRenderingAhead } from "../app/blog/markdown-key.ts";
import { renderMarkdownAhead } from "./markdown-ahead";

const posts = (count: number) =>
  Array.from({ length: count }, (_, index) => `## Post ${index}\n\nWords ${randomUUID()}.`);

describe("the posts' Markdown rendered on a thread of its own", () => {
  it("leaves every post's Markdown kept for its page", async () => {
    const markdowns = posts(16);
    await renderMarkdownAhead(markdowns).finished;
    expect(markdowns.filter(worthRenderingAhead)).toEqual([]);
  }, 60_000);

  it("starts no thread for a few posts: their pages render them", async () => {
    const markdowns = posts(3);
    await renderMarkdownAhead(markdowns).finished;
    expect(markdowns.filter(worthRenderingAhead)).toEqual(markdowns);
  });
});
