import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  defaultLanguage,
  directionOf,
  languageOfPath,
  languages,
  localePath,
  translationOf,
  unlocalizedPath,
} from "#core/languages.ts";
import { siteTexts } from "#core/site-texts.ts";
import { fill, type TextKey, wordsIn } from "./words";

// Read from the site's languages (content/languages.ts), so these hold for any owner's.

describe("a page's address in each language", () => {
  for (const language of languages) {
    it(`${language}: goes there and back`, () => {
      for (const path of ["/", "/courses", "/blog/a-post", "/blog/tags/css"]) {
        const there = localePath(language, path);
        expect(languageOfPath(there)).toBe(language);
        expect(unlocalizedPath(there)).toBe(path);
        expect(unlocalizedPath(`${there}/`)).toBe(path);
      }
    });
  }

  it("the site's own language lives at the root, each other under its code", () => {
    expect(localePath(defaultLanguage, "/courses")).toBe("/courses");
    for (const language of languages.filter((code) => code !== defaultLanguage)) {
      expect(localePath(language, "/")).toBe(`/${language}`);
      expect(localePath(language, "/courses")).toBe(`/${language}/courses`);
    }
  });
});

describe("a language's direction", () => {
  it("is right to left for the scripts written so, by the language or its script", () => {
    for (const code of ["ar", "ar-EG", "he", "fa", "ur", "az-Arab"])
      expect(directionOf(code), code).toBe("rtl");
    for (const code of ["en", "de", "pt-BR", "zh-Hant", "ku", "tr"])
      expect(directionOf(code), code).toBe("ltr");
  });
});

describe("the words of a page", () => {
  it("fill in their values, and leave a name they have none for", () => {
    expect(fill("{count} results for “{words}”", { count: 3, words: "css" })).toBe(
      "3 results for “css”",
    );
    expect(fill("Hello {name}", {})).toBe("Hello {name}");
  });

  for (const language of languages) {
    it(`${language}: each word in the language, or the site's own marked with its lang`, () => {
      const words = wordsIn(language);
      const given: Partial<Record<TextKey, string>> = translationOf(language)?.texts ?? {};
      for (const key of Object.keys(siteTexts) as TextKey[]) {
        const own = language === defaultLanguage ? siteTexts[key] : (given[key] ?? siteTexts[key]);
        expect(words.text(key), key).toBe(own);
        const fallsBack = language !== defaultLanguage && given[key] === undefined;
        expect(words.langOf(key), key).toBe(fallsBack ? defaultLanguage : undefined);
        const { container } = render(<p>{words.say(key)}</p>);
        expect(container.querySelector("[lang]")?.getAttribute("lang") ?? null, key).toBe(
          fallsBack ? defaultLanguage : null,
        );
      }
    });
  }
});
