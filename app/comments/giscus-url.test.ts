import { describe, expect, it } from "vitest";
import { giscusLanguage, giscusUrl } from "./giscus-url";

const settings = {
  repo: "ada/notes",
  repoId: "R_kgDOA",
  category: "Comments",
  categoryId: "DIC_kwDOA4C",
  mapping: "pathname" as const,
};
const page = {
  href: "https://ada.example/blog/engines/",
  title: "Engines · Ada",
  ogTitle: "Engines",
  description: "On engines.",
  lang: "de",
  theme: "light" as const,
  session: "",
};

describe("giscus's widget address", () => {
  it("carries what giscus's own client.js sends", () => {
    const url = new URL(giscusUrl(settings, page));
    expect(`${url.origin}${url.pathname}`).toBe("https://giscus.app/de/widget");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: page.href,
      session: "",
      theme: "light",
      reactionsEnabled: "1",
      emitMetadata: "0",
      inputPosition: "bottom",
      repo: "ada/notes",
      repoId: "R_kgDOA",
      category: "Comments",
      categoryId: "DIC_kwDOA4C",
      strict: "0",
      description: "On engines.",
      backLink: page.href,
      term: "blog/engines/",
    });
  });

  it("names the discussion by the mapping the owner chose", () => {
    const term = (mapping: typeof settings.mapping | "url" | "title" | "og:title") =>
      new URL(giscusUrl({ ...settings, mapping }, page)).searchParams.get("term");
    expect(term("url")).toBe(page.href);
    expect(term("title")).toBe(page.title);
    expect(term("og:title")).toBe(page.ogTitle);
    expect(
      new URL(giscusUrl(settings, { ...page, href: "https://ada.example/" })).searchParams.get(
        "term",
      ),
    ).toBe("index");
  });

  it("speaks the page's language where giscus does, else English", () => {
    expect(giscusLanguage("zh-TW")).toBe("zh-TW");
    expect(giscusLanguage("pt-BR")).toBe("pt");
    expect(giscusLanguage("xx")).toBe("en");
  });
});
