import { courses } from "#content/courses.ts";
import { profile } from "#content/profile.ts";
import { siteTexts } from "#core/site-texts.ts";
import { hasSearch, titles } from "../../app/site-routes";
import { menu, published } from "../site-pages";
import { afterFrames, escaped, expect, routes, test } from "./fixtures";

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

test.describe("header and menu", () => {
  test("the logo leads home", async ({ page }) => {
    await page.goto("/courses");
    await page.getByRole("link", { name: `${profile.name}, home` }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(profile.name);
  });

  test("the toggle opens the overlay with focus in it, items 0.2 s apart; focus stays inside; Escape closes it and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: siteTexts.openMenu });
    const nav = page.getByRole("navigation", { name: siteTexts.mainMenu });

    await test.step("the toggle opens the overlay and moves focus into it", async () => {
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(nav).toBeHidden();
      await toggle.click();
      const close = page.getByRole("button", { name: siteTexts.closeMenu });
      await expect(close).toHaveAttribute("aria-expanded", "true");
      const overlayId = await close.getAttribute("aria-controls");
      const inOverlay = page
        .locator(`#${overlayId}`)
        .getByRole("navigation", { name: siteTexts.mainMenu });
      await expect(inOverlay).toBeVisible();
      await expect(inOverlay.getByRole("link")).toHaveText(menu.map((item) => item.label));
      await expect(inOverlay.getByRole("link", { name: siteTexts.menuAbout })).toBeFocused();
      await expect(inOverlay.getByRole("link", { name: siteTexts.menuAbout })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });

    await test.step("items animate in 0.2 s apart", async () => {
      const delays = await nav
        .getByRole("listitem")
        .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay));
      // Read as numbers: the browser writes the sixth item's "1s", not "1.0s".
      expect(delays.map((delay) => Number.parseFloat(delay))).toEqual(
        menu.map((_, i) => Number((i * 0.2).toFixed(1))),
      );
    });

    await test.step("focus stays inside the open menu", async () => {
      const header = page.getByRole("banner");
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        expect(await header.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await header.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    });

    await test.step("Escape closes the menu and returns focus to the toggle", async () => {
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });

  for (const { to: path, label } of menu) {
    test(`${path} is marked as the current page, in the HTML and once live`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const current = [...html.matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]+)<\/a>/g)].map(
        ([, text]) => text,
      );
      expect(current).toEqual([label]);
      await page.goto(path);
      await page.getByRole("button", { name: siteTexts.openMenu }).click();
      const nav = page.getByRole("navigation", { name: siteTexts.mainMenu });
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test("the page does not scroll while the menu is open", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/courses");
    // A phone shorter than the page, however few courses it lists: the body stretches to fill a
    // taller window, which would leave nothing to scroll. Its content ends where the last thing
    // in <main> does, and the footer follows.
    const contentHeight = await page.evaluate(
      () =>
        Math.max(
          ...Array.from(
            document.querySelectorAll("main *"),
            (el) => el.getBoundingClientRect().bottom,
          ),
        ) + (document.querySelector("footer")?.getBoundingClientRect().height ?? 0),
    );
    await page.setViewportSize({
      width: 360,
      height: Math.min(640, Math.floor(contentHeight / 2)),
    });
    await page.getByRole("button", { name: siteTexts.openMenu }).click();
    await page.mouse.wheel(0, 800);
    await page.keyboard.press("End");
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("button", { name: siteTexts.closeMenu }).click();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("picking a link loads the page, with the menu closed and reading from its start", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: siteTexts.openMenu }).click();
    await page.getByRole("link", { name: siteTexts.menuCourses }).click();
    await expect(page).toHaveURL("/courses");
    await expect(page.getByRole("heading", { level: 1, name: titles.courses })).toBeVisible();
    await expect(page.getByRole("button", { name: siteTexts.openMenu })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      "hidden",
    );
    // A page load: the keyboard starts at the top, where the skip link leads to the content.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: siteTexts.skipLink })).toBeFocused();
  });

  test("the whole menu works with a keyboard alone", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // logo
    if (hasSearch(published)) await page.keyboard.press("Tab"); // search
    await page.keyboard.press("Tab"); // theme toggle
    await page.keyboard.press("Tab"); // menu toggle
    await expect(page.getByRole("button", { name: siteTexts.openMenu })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: siteTexts.menuAbout })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: siteTexts.menuProjects })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/projects");
    await expect(page.getByRole("heading", { level: 1, name: titles.projects })).toBeVisible();
  });
});

test.describe("skip link, language and titles", () => {
  test("the skip link is the first stop and jumps to the main content", async ({ page }) => {
    await page.goto("/courses");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: siteTexts.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("every route has its own title and description", async ({ request }) => {
    // Both are in the page as sent, which is what a search engine or a link preview reads.
    const seen = new Set<string>();
    for (const route of [...routes.map((r) => r.path), "/missing"]) {
      const html = await (await request.get(route)).text();
      expect(html, route).toMatch(/<html lang="en"/);
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => title);
      expect(titles, route).toHaveLength(1);
      const title = titles[0] ?? "";
      expect(title).toContain(escapeHtml(profile.name));
      expect(seen.has(title), `${route} repeats the title "${title}"`).toBe(false);
      seen.add(title);
      const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)];
      expect(descriptions, route).toHaveLength(1);
      expect(descriptions[0]?.[1]?.length, route).toBeGreaterThan(40);
    }
  });
});

test.describe("footer", () => {
  test("social links open in a new tab, safely, each with a name", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const links = footer.getByRole("link");
    await expect(links).toHaveCount(profile.socials.length);
    // In the order the profile lists them.
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual(
      profile.socials.map((social) => social.href),
    );
    for (const social of profile.socials) {
      const link = footer.getByRole("link", { name: new RegExp(`^${social.label} \\(`) });
      await expect(link).toHaveAttribute("href", social.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the copyright shows the visitor's current year", async ({ page }) => {
    await page.goto("/");
    const thisYear = new Date().getFullYear();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${thisYear} ${profile.name}`);
  });

  test("a year other than the build year shows without a hydration warning", async ({ page }) => {
    // The build carries this year; the visitor's clock says 2031. The fixture fails the test
    // on any hydration warning.
    await page.clock.setFixedTime(new Date("2031-03-01T12:00:00Z"));
    await page.goto("/courses");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2031 ${profile.name}`);
    await expect(
      page.getByRole("link", { name: new RegExp(escaped(siteTexts.certificate)) }),
    ).toHaveCount(courses.length);
  });
});

test.describe("contact cards", () => {
  test("a long address or handle breaks only where it reads well, at 360 to 1440 px", async ({
    page,
  }) => {
    await page.goto("/");
    const links = page
      .getByRole("complementary", { name: siteTexts.contactDetails })
      .getByRole("link");
    await expect(links).toHaveCount(profile.contacts.length);
    for (const width of [360, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // Each run of text between two <wbr> is one text node: it must sit on one line, unless it
      // is too wide for the card on its own and has nowhere better to break.
      const broken = await links.evaluateAll((all) =>
        all.flatMap((link) => {
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          const box = (link.lastElementChild ?? link).getBoundingClientRect();
          const card = link.getBoundingClientRect();
          const found: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const rects = [...range.getClientRects()];
            if (rects.some((r) => r.right > card.right))
              found.push(`${node.textContent} overflows`);
            const lines = new Set(rects.map((r) => Math.round(r.top)));
            const probe = document.createElement("span");
            probe.style.whiteSpace = "nowrap";
            probe.textContent = node.textContent;
            link.append(probe);
            const tooWide = probe.getBoundingClientRect().width > box.width;
            probe.remove();
            // Too wide alone, and with no "@", dot or slash to break after: only then inside.
            const markable = /[@./]./.test(node.textContent ?? "");
            if (lines.size > 1 && (!tooWide || markable)) found.push(node.textContent ?? "");
          }
          return found;
        }),
      );
      expect(broken, `${width} px`).toEqual([]);
    }
  });
});
