import { expect, test } from "@playwright/test";
import { builtAt, builtPages, documentOf, lines, named, siteUrl } from "./built-site";

// Every page's links and images, read from the HTML the build wrote, with no browser: what an
// owner writes (a post's link to another post, a heading's anchor, an image and its text) is
// where a typo breaks the site. Each failure names the page, the file it comes from and what
// is wrong. Links to other sites are not followed: the tests run offline.

/**
 * The address inside this site that a link leads to, or null for one that leaves it: a relative
 * link, or an absolute one under the site's own address (content/site.ts → url).
 */
function internalTarget(href: string, from: string): URL | null {
  if (/^(mailto|tel|sms|javascript|data):/i.test(href)) return null;
  const here = new URL("http://this.site");
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(href)) {
    const own = siteUrl.replace(/\/$/, "");
    const url = new URL(href, here).href;
    if (url !== own && !/^[/?#]/.test(url.slice(own.length))) return null;
    if (!url.startsWith(own)) return null;
    return new URL(url.slice(own.length) || "/", here);
  }
  return new URL(href, new URL(from, here));
}

/** Whether a page has the element an address's #fragment names. */
function hasAnchor(path: string, fragment: string): boolean {
  const id = decodeURIComponent(fragment);
  // "#" and "#top" lead to the top of any page.
  if (id === "" || id.toLowerCase() === "top") return true;
  const document = documentOf(path);
  return document.getElementById(id) !== null || document.getElementsByName(id).length > 0;
}

test("every link inside the site leads to a page or file the build wrote, and every #anchor to its place", () => {
  const problems: string[] = [];
  for (const page of builtPages) {
    const seen = new Set<string>();
    for (const link of documentOf(page.path).querySelectorAll("a[href]")) {
      const href = link.getAttribute("href") ?? "";
      if (seen.has(href)) continue;
      seen.add(href);
      const target = internalTarget(href, page.path);
      if (!target) continue;
      const text = (link.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      const said = `the link "${text}" to ${href}`;
      if (!builtAt(target.pathname)) {
        problems.push(`${named(page)}: ${said} leads to no page of the site`);
        continue;
      }
      const fragment = target.hash.slice(1);
      if (fragment && target.pathname.match(/\/[^/.]*$/) && !hasAnchor(target.pathname, fragment))
        problems.push(
          `${named(page)}: ${said}: ${target.pathname} has no heading or element with the id "${decodeURIComponent(fragment)}"`,
        );
    }
  }
  expect(problems, lines(problems)).toEqual([]);
});

/** Whether an element is hidden from assistive technology, and so needs no text alternative. */
const decorative = (image: Element) =>
  image.closest('[aria-hidden="true"]') !== null ||
  ["presentation", "none"].includes(image.getAttribute("role") ?? "");

test("every image has a text alternative and each of its files is in the build", () => {
  const problems: string[] = [];
  for (const page of builtPages) {
    const document = documentOf(page.path);
    for (const image of document.querySelectorAll("img")) {
      const src = image.getAttribute("src") ?? "";
      const alt = image.getAttribute("alt");
      // The build names a picture after its source: "/assets/chart-Dx0e1Cv.webp" was chart.png.
      const file = src.replace(/^.*\//, "").replace(/-[\w-]{8}(\.\w+)$/, "$1");
      if (!decorative(image) && !alt?.trim())
        problems.push(
          `${named(page)}: the image ${file} (${src}) has no alt text: describe it, as in ![What it shows](${file})`,
        );
    }
    for (const element of document.querySelectorAll("img[src], img[srcset], source[srcset]")) {
      const candidates = [
        element.getAttribute("src") ?? "",
        ...(element.getAttribute("srcset") ?? "").split(",").map((c) => c.trim().split(/\s+/)[0]),
      ].filter((file): file is string => Boolean(file));
      for (const file of new Set(candidates)) {
        const target = internalTarget(file, page.path);
        if (target && !builtAt(target.pathname))
          problems.push(`${named(page)}: the image file ${file} is not in the build`);
      }
    }
  }
  expect(problems, lines(problems)).toEqual([]);
});
