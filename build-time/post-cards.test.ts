// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { drawPostCards } from "./post-cards";
import { renderPostCard, shareColors } from "./share-images/draw";

describe("post cards drawn on threads of their own", () => {
  it("are byte for byte the cards the build's own thread draws, in the order asked", async () => {
    const colors = shareColors("dark");
    // A cache of its own, empty: the threads draw them all.
    const kept = mkdtempSync(join(tmpdir(), "post-cards-kept-"));
    const inputs = Array.from({ length: 16 }, (_, index) => ({
      title: `A card drawn on a thread, number ${index}`,
      date: "14 March 2025",
      name: "Someone Writing",
      initials: "SW",
      siteUrl: "https://example.test",
      colors,
    }));
    const cache = mkdtempSync(join(tmpdir(), "post-cards-"));
    try {
      const cards = await drawPostCards(inputs, kept);
      expect(readdirSync(kept)).toHaveLength(inputs.length);
      for (const [index, input] of inputs.entries())
        expect((await renderPostCard(input, cache)).equals(cards[index] as Buffer)).toBe(true);
    } finally {
      for (const dir of [kept, cache]) rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
