import { Window } from "happy-dom";
import { allPages } from "../site-pages";
import { expect, test } from "./fixtures";

// On a slow phone the first paint waits for every stylesheet the page links and, in Lighthouse's
// simulation, for every file that ended before it (docs/performance.md, "First paint at the
// floor"): the page carries its own styles, and Inter comes once the page has painted (which a
// browser checks on every page's one visit, in every-page.spec.ts).

/** A page's HTML as sent, parsed: what the browser has before it asks for anything. */
async function pageAsSent(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  // A visit without scripts links Inter from a <noscript>, which a browser running scripts
  // never reads.
  const outside = (selector: string) =>
    [...document.querySelectorAll(selector)].filter((element) => !element.closest("noscript"));
  const found = {
    stylesheets: outside('link[rel="stylesheet"]').map((link) => link.getAttribute("href")),
    preloads: outside('link[rel="preload"][as="font"], link[rel="preload"][as="style"]').map(
      (link) => link.getAttribute("href"),
    ),
    styles: outside("style")
      .map((style) => style.textContent)
      .join("\n"),
  };
  await window.happyDOM.close();
  return found;
}

test.describe("the first paint", () => {
  test("waits for no stylesheet or font: every page as sent carries its styles", async ({
    request,
  }) => {
    for (const { path } of allPages) {
      const { stylesheets, preloads, styles } = await pageAsSent(
        await (await request.get(path)).text(),
      );
      expect(stylesheets, `${path} links a stylesheet`).toEqual([]);
      expect(preloads, `${path} preloads a font or stylesheet`).toEqual([]);
      expect(styles, `${path} has no styles of its own`).toMatch(/\S/);
      // A face with a file, declared in the page as sent, is fetched at the first layout.
      expect(styles, `${path} declares a font file`).not.toMatch(/@font-face\s*\{[^}]*url\(/);
    }
  });
});
