import { courses } from "#content/courses.ts";
import { profile } from "#content/profile.ts";
import { CV_PDF_PATH } from "#core/page-paths.ts";
import { siteTexts } from "#core/site-texts.ts";
import { titles } from "../../app/site-routes";
import { escaped, expect, followMenu, test } from "./fixtures";

const newTab = async (link: import("@playwright/test").Locator, href: string) => {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
};

test.describe("About", () => {
  test("shows the owner, their contacts and the CV, which opens in a new tab", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${profile.greeting ?? siteTexts.greeting} ${profile.name}`,
    );
    const main = page.getByRole("main");
    await expect(main.getByText(profile.position, { exact: true })).toBeVisible();
    await expect(
      main.getByRole("list", { name: siteTexts.technologies }).getByRole("listitem"),
    ).toHaveText(profile.technologies);
    for (const line of profile.description) await expect(main.getByText(line)).toBeVisible();

    const avatar = main.getByRole("img", { name: profile.avatar.alt });
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const contacts = page.getByRole("complementary", { name: siteTexts.contactDetails });
    for (const contact of profile.contacts) {
      const link = contacts.getByRole("link", { name: contact.title });
      await expect(link).toContainText(contact.body);
      if (contact.kind === "messenger") await newTab(link, contact.href);
      else await expect(link).toHaveAttribute("href", contact.href);
    }
    // The owner's own CV where they give its address, else the one the site builds (issue 67).
    const cv = main.getByRole("link", { name: new RegExp(`^${escaped(siteTexts.downloadCv)}`) });
    await newTab(cv, profile.cv ?? CV_PDF_PATH);
    if (profile.cv) return;
    // A new tab opens and asks for the PDF (which the browser then shows or downloads).
    const [tab] = await Promise.all([
      page.waitForEvent("popup"),
      page.context().waitForEvent("request", (r) => new URL(r.url()).pathname === CV_PDF_PATH),
      cv.click(),
    ]);
    expect(tab).not.toBe(page);
    const pdf = await page.request.get(CV_PDF_PATH);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("Courses", () => {
  test("lists every course with its certificate", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1, name: titles.courses })).toBeVisible();
    const items = page.getByRole("main").getByRole("list").getByRole("listitem");
    await expect(items).toHaveCount(courses.length);
    for (const [index, course] of courses.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("heading", { name: course.position })).toBeVisible();
      await expect(item).toContainText(course.school);
      await expect(item).toContainText(course.period);
      await newTab(
        item.getByRole("link", { name: new RegExp(`^${escaped(siteTexts.certificate)}`) }),
        course.href,
      );
    }
  });
});

test.describe("404", () => {
  test("an unknown path shows the four lines and a way home", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("paragraph")).toHaveText([
      siteTexts.notFoundText,
      siteTexts.checkUrl,
      siteTexts.contactIfPersists,
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles.notFound);
    await page.getByRole("link", { name: siteTexts.backHome }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(profile.name);
  });

  test("a link to an unknown page inside the app shows the 404 page too", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/gone";
      link.textContent = "gone";
      document.querySelector("main")?.append(link);
    });
    await page.getByRole("link", { name: "gone" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles.notFound);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page is readable and reachable", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(profile.name);
    // The menu is a popover: it opens with no script at all.
    await followMenu(page, siteTexts.menuCourses);
    await expect(page).toHaveURL("/courses");
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(courses.length);
    await expect(page.getByRole("contentinfo")).toContainText(profile.name);
  });
});
