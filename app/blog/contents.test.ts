import { describe, expect, it } from "vitest";
import { MIN_SECTIONS, type Section, tableOfContents } from "./contents";

const h2 = (text: string): Section => ({ id: text.toLowerCase(), text, level: 2 });
const h3 = (text: string): Section => ({ id: text.toLowerCase(), text, level: 3 });

describe("a post's table of contents", () => {
  it("is left out of a post with fewer sections than a reader needs one for", () => {
    expect(tableOfContents([])).toBeNull();
    const short = [h2("One"), h3("Two"), h2("Three")].slice(0, MIN_SECTIONS - 1);
    expect(tableOfContents(short)).toBeNull();
  });

  it("lists each ## with the ### under it, in the post's order", () => {
    expect(tableOfContents([h2("Setup"), h3("Install"), h3("Configure"), h2("Use")])).toEqual([
      { ...h2("Setup"), children: [h3("Install"), h3("Configure")] },
      { ...h2("Use"), children: [] },
    ]);
  });

  it("keeps a ### that comes before any ## at the top", () => {
    expect(tableOfContents([h3("Aside"), h2("Setup"), h3("Install")])).toEqual([
      { ...h3("Aside"), children: [] },
      { ...h2("Setup"), children: [h3("Install")] },
    ]);
  });
});
