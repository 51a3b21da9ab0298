import { defaultLanguage, languages, localePath, nativeName } from "#core/languages.ts";
import { wordsIn } from "../../app/i18n/words";
import { expect, test, themeOf, tokenColor, translatedRoutes } from "./fixtures";

// The site's languages (content/languages.ts), as a visitor meets them in a browser: the
// switcher without JavaScript, each language's 404 page as the server answers it, the form in
// each language. Each page's language, direction, hreflang set and switcher, the sitemap's
// alternates and each language's feeds are read from the build by the owner's suite
// (tests/site/head.spec.ts, tests/site/feeds.spec.ts).

const multilingual = languages.length > 1;

test.describe("every language", () => {
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
