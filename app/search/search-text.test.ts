import { describe, expect, it } from "vitest";
import { excerptParts, resultsStatus } from "./search-text";

describe("an excerpt of a result", () => {
  it("marks the matching words and keeps the rest as text", () => {
    expect(excerptParts("the <mark>worker</mark> draws <mark>frames</mark>.")).toEqual([
      { text: "the ", match: false },
      { text: "worker", match: true },
      { text: " draws ", match: false },
      { text: "frames", match: true },
      { text: ".", match: false },
    ]);
  });

  it("reads escaped text back as the page wrote it, markup included, never as markup", () => {
    expect(
      excerptParts("a &lt;mixed&gt; &amp; <mark>&quot;odd&quot;</mark> &#39;post&#x27;"),
    ).toEqual([
      { text: "a <mixed> & ", match: false },
      { text: '"odd"', match: true },
      { text: " 'post'", match: false },
    ]);
    expect(excerptParts("&lt;script&gt;alert(1)&lt;/script&gt;")).toEqual([
      { text: "<script>alert(1)</script>", match: false },
    ]);
  });

  it("leaves what is not an entity as it is", () => {
    expect(excerptParts("R&D &unknown; &#x110000;")).toEqual([
      { text: "R&D &unknown; &#x110000;", match: false },
    ]);
  });
});

// The test's own words, as a language's texts give them (core/texts.ts).
const texts = {
  noResults: "No results for “{words}”",
  oneResult: "1 result for “{words}”",
  someResults: "{count} results for “{words}”",
};

describe("the results' status", () => {
  it("counts the results for the words searched", () => {
    expect(resultsStatus(0, " canvas ", texts)).toBe("No results for “canvas”");
    expect(resultsStatus(1, "canvas", texts)).toBe("1 result for “canvas”");
    expect(resultsStatus(3, "canvas", texts)).toBe("3 results for “canvas”");
  });
});
