// @vitest-environment node
// Relative imports: this folder is a package of its own (package.json), where the root's
// `#core/` does not resolve.
import { describe, expect, it } from "vitest";
import { parsePostFile } from "../../core/post-file.ts";
import { GENERATED_TAGS, generatedPost } from "./generated-posts.ts";

describe("the scale bench's posts", () => {
  it("are posts the content check takes, like a real one in size and shape", () => {
    for (const index of [1, 2, 999, 1000]) {
      const { file, text } = generatedPost(index);
      const post = parsePostFile(file, text, "content/posts");
      expect(post.tags).toHaveLength(2);
      expect(post.tags.every((tag) => GENERATED_TAGS.includes(tag))).toBe(true);
      expect(post.body.match(/^## /gm)).toHaveLength(4);
      expect(post.body).toContain("```ts");
      const words = post.body.split(/\s+/).length;
      expect(words).toBeGreaterThan(450);
      expect(words).toBeLessThan(800);
    }
  });

  it("are the same on every run, and each its own", () => {
    expect(generatedPost(7)).toEqual(generatedPost(7));
    expect(generatedPost(7).text).not.toBe(generatedPost(8).text);
  });
});
