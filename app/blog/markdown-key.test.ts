// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MARKDOWN_CACHE } from "./markdown-key";

describe("the Markdown cache's key", () => {
  it("holds every module the renderer runs, and both lock files", () => {
    for (const file of [
      "app/blog/markdown.server.ts",
      // Imported by the renderer, and once missing from a list kept by hand.
      "app/blog/markdown-code.server.ts",
      "app/blog/footnote-names.ts",
      "app/blog/code-title.ts",
      "core/texts.ts",
      "package-lock.json",
      "node_modules/.package-lock.json",
    ])
      expect(MARKDOWN_CACHE.code).toContain(join(file));
    // Type-only imports make no code.
    expect(MARKDOWN_CACHE.code).not.toContain(join("app/projects/screenshots.ts"));
  });
});
