import { XMLParser, XMLValidator } from "fast-xml-parser";
import { Window } from "happy-dom";
import { site } from "#content/site.ts";
import {
  defaultLanguage,
  directionOf,
  languages,
  localePath,
  nativeName,
} from "#core/languages.ts";
import { wordsIn } from "../../app/i18n/words";
import { counterpart, hreflangs, postsIn } from "../../app/site-routes";
import { allPages, published } from "../site-pages";
import { expect, test, themeOf, tokenColor, translatedRoutes } from "./fixtures";

// The site's languages (content/languages.ts): every page in each, linked to its others for
// search engines and readers. Read from the content, so a site of one language passes too (its
// pages then carry no alternates and no switcher).

const siteUrl = site.url;
const multilingual = languages.length > 1;

/** A page as sent: its <html> attributes, its hreflang links and its switcher's links. */
async function pageAsSent(html: string) {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, "text/html");
  const root = doc.documentElement;
  const facts = {
    lang: root.getAttribute("lang"),
    dir: root.getAttribute("dir"),
    alternates: [...doc.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => ({
      hreflang: link.getAttribute("hreflang") ?? "",
      href: link.getAttribute("href") ?? "",
    })),
    heading: doc.querySelector("h1")?.textContent ?? "",
    switcher: [...doc.querySelectorAll("a.language-link")].map((a) => ({
      lang: a.getAttribute("hreflang"),
      href: a.getAttribute("href"),
      text: a.textContent,
    })),
  };
  await window.happyDOM.close();
  return facts;
}

test.describe("every language", () => {
  test("every page says its language and direction, and names itself in each language it exists in", async ({
    request,
  }) => {
    const sets = new Map<string, string[]>();
    for (const { path, language, noindex, canonical, heading, key } of allPages) {
      const page = await pageAsSent(await (await request.get(path)).text());
      expect(page.lang, path).toBe(language);
      // Its heading in its language (the home page's greets before the name).
      if (key === "/") expect(page.heading, path).toContain(heading);
      else expect(page.heading, path).toBe(heading);
      expect(page.dir, path).toBe(directionOf(language));
      // A page search engines are sent elsewhere from names no alternates.
      if (!multilingual || noindex || canonical) {
        expect(page.alternates, path).toEqual([]);
        continue;
      }
      const hrefs = page.alternates.map((alt) => alt.href);
      // Itself among them, one x-default, no language twice.
      expect(hrefs, path).toContain(`${siteUrl}${path}`);
      expect(
        page.alternates.filter((alt) => alt.hreflang === "x-default"),
        path,
      ).toHaveLength(1);
      const named = page.alternates.map((alt) => alt.hreflang);
      expect(new Set(named).size, path).toBe(named.length);
      sets.set(`${siteUrl}${path}`, hrefs);
      expect(page.alternates, path).toEqual(
        hreflangs(published, path).map(({ hreflang, path: to }) => ({
          hreflang,
          href: `${siteUrl}${to}`,
        })),
      );
    }
    // Reciprocal: each page an alternate names names the same set back.
    for (const [url, hrefs] of sets)
      for (const other of hrefs)
        expect(sets.get(other), `${other}, named by ${url}`).toEqual(hrefs);
    // Complete: a page in two languages is named by both.
    for (const { path, key, noindex, canonical } of allPages) {
      if (!multilingual || noindex || canonical) continue;
      const sameKey = allPages.filter((p) => p.key === key && !p.noindex && !p.canonical);
      expect(sets.get(`${siteUrl}${path}`)?.length, path).toBe(sameKey.length + 1);
    }
  });

  test("the sitemap lists each page's alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parser = new XMLParser({ ignoreAttributes: false });
    const urls = [parser.parse(xml).urlset.url].flat() as {
      loc: string;
      "xhtml:link"?: { "@_hreflang": string; "@_href": string }[];
    }[];
    for (const url of urls) {
      const path = url.loc.slice(siteUrl.length) || "/";
      const expected = hreflangs(published, path).map(({ hreflang, path: to }) => ({
        "@_rel": "alternate",
        "@_hreflang": hreflang,
        "@_href": `${siteUrl}${to}`,
      }));
      expect([url["xhtml:link"] ?? []].flat(), path).toEqual(expected);
    }
  });

  test("the switcher leads to the same page in each language, or the nearest there is", async ({
    request,
  }) => {
    for (const { path } of allPages) {
      const page = await pageAsSent(await (await request.get(path)).text());
      if (!multilingual) {
        expect(page.switcher, path).toEqual([]);
        continue;
      }
      expect(page.switcher, path).toEqual(
        languages.map((language) => ({
          lang: language,
          href: counterpart(published, path, language),
          text: nativeName(language),
        })),
      );
      // Each one a page that is there.
      for (const { href } of page.switcher)
        expect((await request.get(href ?? "")).status(), `${path} → ${href}`).toBe(200);
    }
  });

  test("works without JavaScript: a visitor switches language from the menu", async ({
    browser,
  }) => {
    test.skip(!multilingual, "a site of one language has no switcher");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const other = languages.find((language) => language !== defaultLanguage) ?? defaultLanguage;
    await page.goto("/courses");
    await page.getByRole("button", { name: wordsIn(defaultLanguage).text("openMenu") }).click();
    await page.getByRole("link", { name: nativeName(other) }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(other, "/courses")}/?$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      wordsIn(other).text("courses"),
    );
    await context.close();
  });

  for (const language of languages) {
    test(`the ${language} 404 page is in ${language}`, async ({ page }) => {
      const response = await page.goto(localePath(language, "/no-such-page"));
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        wordsIn(language).text("notFound"),
      );
    });

    test(`the ${language} feeds are RSS 2.0 and Atom with that language's posts`, async ({
      request,
    }) => {
      const posts = postsIn(published, language);
      test.skip(posts.length === 0, `no post is written in ${language}`);
      const parser = new XMLParser({ ignoreAttributes: false, htmlEntities: true });
      const rssText = await (await request.get(localePath(language, "/rss.xml"))).text();
      const atomText = await (await request.get(localePath(language, "/atom.xml"))).text();
      expect(XMLValidator.validate(rssText)).toBe(true);
      expect(XMLValidator.validate(atomText)).toBe(true);
      const rss = parser.parse(rssText).rss;
      expect(rss["@_version"]).toBe("2.0");
      expect(rss.channel.language).toBe(language);
      const items = [rss.channel.item].flat();
      expect(items.map((item) => item.link)).toEqual(
        posts.map((p) => `${siteUrl}${localePath(language, `/blog/${p.slug}`)}`),
      );
      expect(items.map((item) => item.title)).toEqual(posts.map((p) => p.title));
      const atom = parser.parse(atomText).feed;
      expect(atom["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
      expect([atom.entry].flat().map((entry) => entry.title["#text"] ?? entry.title)).toEqual(
        posts.map((p) => p.title),
      );
    });
  }

  // The one page with React: its labels, errors and outcome in the page's own language, the
  // outcome's style following what happened, not the English word for it.
  for (const { path, language } of translatedRoutes.filter((route) => route.hydrates)) {
    test(`${path}: the form speaks ${language}, from its errors to the sent message`, async ({
      page,
    }) => {
      const words = wordsIn(language);
      await page.goto(path);
      const field = (key: "name" | "email" | "message") =>
        page.getByRole("textbox", { name: words.text(key) });
      await page.getByRole("button", { name: words.text("send") }).click();
      await expect(field("name")).toHaveAccessibleDescription(words.text("enterName"));
      await expect(field("email")).toHaveAccessibleDescription(words.text("enterEmail"));
      await expect(field("message")).toHaveAccessibleDescription(words.text("enterMessage"));
      await field("name").fill(`Besuch ${Date.now()}`);
      await field("email").fill("nicht-gueltig");
      await expect(field("email")).toHaveAccessibleDescription(words.text("invalidEmail"));
      await field("email").fill("ada@example.com");
      await field("message").fill("Hallo!");
      await page.getByRole("button", { name: words.text("send") }).click();
      const status = page.getByRole("status").getByText(words.text("sent"));
      await expect(status).toBeVisible();
      await expect(status).toHaveCSS("color", tokenColor(await themeOf(page), "success"));
    });
  }
});
