// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { drawPostCards } from "./post-cards";
import { renderPostCard, shareColors } from "./share-images";

describe("post cards drawn on threads of their own", () => {
  it("are byte for byte the cards the build's own thread draws, in the order asked", async () => {
    const colors = shareColors("dark");
    // Titles no build has: none is in the cache, so the threads draw them all.
    const run = `${process.pid}-${Date.now()}`;
    const inputs = Array.from({ length: 16 }, (_, index) => ({
      title: `A card drawn on a thread, number ${index} (${run})`,
      date: "14 March 2025",
      name: "Someone Writing",
      initials: "SW",
      siteUrl: "https://example.test",
      colors,
    }));
    const cards = await drawPostCards(inputs);
    const cache = mkdtempSync(join(tmpdir(), "post-cards-"));
    try {
      for (const [index, input] of inputs.entries())
        expect((await renderPostCard(input, cache)).equals(cards[index] as Buffer)).toBe(true);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }, 120_000);
});
