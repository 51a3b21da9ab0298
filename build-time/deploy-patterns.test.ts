// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODE } from "#core/language-code.ts";
import { defaultLanguage, languages } from "#core/languages.ts";
import { translationSchema } from "#core/schema.ts";

// deploy/nginx.conf and vercel.json are read by the host itself (vercel.json before any build;
// nginx.conf's server block is copied to the owner's server), so they are plain files, not the
// build's: each matches a language's address by the shape of its code, which serves any
// language the owner adds without a word to either. That shape is written once, in
// core/language-code.ts, and this test holds both files to it, and to the site's languages.

const nginx = readFileSync("deploy/nginx.conf", "utf8");
const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as {
  headers: { source: string }[];
};

/** Every pattern in nginx.conf that reads a language's code: a regular expression's letters. */
const nginxPatterns = [...nginx.matchAll(/"(~?\^[^"]*)"/g)].map(([, pattern = ""]) =>
  pattern.replace(/^~/, ""),
);
const languagePatterns = nginxPatterns.filter((pattern) => pattern.includes("[a-z]"));

/** Vercel's `/:name(pattern)/rest` as the regular expression path-to-regexp makes of it. */
const vercelRegExp = (source: string) =>
  new RegExp(`^${source.replace(/:\w+\(([^/]*)\)/, "($1)").replaceAll(".", "\\.")}$`);
const vercelLanguageSources = vercel.headers
  .map((rule) => rule.source)
  .filter((source) => source.includes(":"));

/** Codes the schema takes, in every form it takes, and addresses that are no language's. */
const accepted = ["de", "fil", "pt-BR", "zh-Hant", "zh-Hant-TW", ...languages];
const refused = ["blog", "DE", "pt-br", "zh-hant", "e", "courses"];

describe("the language prefix in the deploy configs", () => {
  it("is core/language-code.ts's shape, letter for letter, wherever nginx.conf reads a code", () => {
    expect(languagePatterns.length).toBeGreaterThanOrEqual(4);
    for (const pattern of languagePatterns) expect(pattern).toContain(LANGUAGE_CODE);
    // No other way of matching one is written: every [a-z] there starts the shape.
    const rest = languagePatterns.map((pattern) => pattern.split(LANGUAGE_CODE).join(""));
    for (const pattern of rest) expect(pattern).not.toContain("[a-z]");
  });

  it("is the same shape in vercel.json", () => {
    expect(vercelLanguageSources.length).toBeGreaterThan(0);
    for (const source of vercelLanguageSources)
      expect(source).toMatch(
        new RegExp(`^/:\\w+\\(${LANGUAGE_CODE.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}\\)/`),
      );
  });

  /** The addresses under a code that the patterns are about, one of which each must take. */
  const under = (code: string) =>
    ["feed.json", "llms.txt", "404.html", "no-such-page"].map((file) => `/${code}/${file}`);

  it("takes every code the schema takes, the site's own languages among them", () => {
    for (const code of accepted) {
      expect(translationSchema.shape.code.safeParse(code).success, code).toBe(true);
      for (const pattern of languagePatterns)
        expect(
          under(code).some((path) => new RegExp(pattern).test(path)),
          `${pattern} ${code}`,
        ).toBe(true);
      for (const source of vercelLanguageSources)
        expect(vercelRegExp(source).test(`/${code}/feed.json`), `${source} ${code}`).toBe(true);
    }
  });

  it("takes no address the schema would refuse as a code", () => {
    for (const code of refused) {
      expect(translationSchema.shape.code.safeParse(code).success, code).toBe(false);
      for (const pattern of languagePatterns)
        expect(
          under(code).some((path) => new RegExp(pattern).test(path)),
          `${pattern} ${code}`,
        ).toBe(false);
      for (const source of vercelLanguageSources)
        expect(vercelRegExp(source).test(`/${code}/feed.json`), `${source} ${code}`).toBe(false);
    }
  });

  it("sends each of the site's other languages its own 404 page, as `npm start` does", () => {
    const map = nginx.match(/map \$uri \$not_found_page \{\s*"~([^"]+)" ([^;]+);/);
    expect(map?.[2]).toBe("/$language/404.html");
    const pattern = new RegExp((map?.[1] ?? "").replace("(?<language>", "("));
    for (const code of languages.filter((language) => language !== defaultLanguage))
      expect(pattern.exec(`/${code}/no-such-page`)?.[1]).toBe(code);
    expect(pattern.test("/no-such-page")).toBe(false);
    expect(nginx).toMatch(/error_page 404 @not_found;/);
    expect(nginx).toMatch(/location @not_found \{[^}]*try_files \$not_found_page \/404\.html;/);
  });
});
