import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "#content/site.ts";
import type { TextKey, Words } from "./words";

// The owner's own words in site.ts → texts, over the template's: in the site's language, and in
// another where its translation leaves the word out. Whatever the owner's content: the site and
// its languages are the test's own here.

const own = site.language ?? "en";
const [untranslating, translating] = ["de", "fr", "es"].filter((code) => code !== own);
const key: TextKey = "menuContact";

let wordsIn: (language: string) => Words;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock("#content/site.ts", () => ({ site: { ...site, texts: { [key]: "Say hello" } } }));
  vi.doMock("#content/languages.ts", () => ({
    translations: [
      { code: untranslating, texts: {} },
      { code: translating, texts: { [key]: "Écrivez-moi" } },
    ],
  }));
  ({ wordsIn } = await import("./words"));
});

afterAll(() => {
  vi.doUnmock("#content/site.ts");
  vi.doUnmock("#content/languages.ts");
  vi.resetModules();
});

describe("the owner's words in site.ts", () => {
  it("replace the site's own", () => {
    expect(wordsIn(own).text(key)).toBe("Say hello");
    expect(wordsIn(own).langOf(key)).toBeUndefined();
  });

  it("show, marked with the site's language, where a translation leaves them out", () => {
    expect(wordsIn(untranslating as string).text(key)).toBe("Say hello");
    expect(wordsIn(untranslating as string).langOf(key)).toBe(own);
  });

  it("give way to a translation's", () => {
    expect(wordsIn(translating as string).text(key)).toBe("Écrivez-moi");
    expect(wordsIn(translating as string).langOf(key)).toBeUndefined();
  });
});
