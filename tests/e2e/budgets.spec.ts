import { readFileSync } from "node:fs";
import { join } from "node:path";
import { siteTexts } from "#core/site-texts.ts";
import { particlesStarted } from "../particle-probe";
import { expect, pageScriptOf, reactHasCome, routes, test } from "./fixtures";
import { client, htmlFile } from "./weights";

// Where the template's code goes. Each page's bytes against its budget, the first load of / and
// the share cards are the owner's suite's (tests/site/budgets.spec.ts, tests/site/pages.spec.ts);
// what each page loads in a browser, its scripts and the first screen's font, is weighed on its
// one visit in every-page.spec.ts.

test("search adds nothing a page loads before it is interactive", () => {
  for (const { path } of routes) {
    const html = readFileSync(htmlFile(path), "utf8");
    for (const url of pageScriptOf(html)) {
      const code = readFileSync(join(client, url), "utf8");
      // Its opener comes after; its dialog, Pagefind and the index when a reader opens it.
      for (const part of [siteTexts.searchLabel, "pagefind", "search-dialog"])
        expect(code.includes(part), `${path} loads ${url} with "${part}" in it`).toBe(false);
    }
  }
});

test("the contact form's code loads only on /contact, when a visitor reaches for the form", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  // The same files the browser received, read from the build.
  const sendsEmail = () =>
    scripts
      .splice(0)
      .some((url) => readFileSync(join(client, url), "utf8").includes("/api/v1.0/email/send"));
  // Each page is interactive (the fixture waits for it) and has started its particle field,
  // the last code a page loads, before its scripts are counted.
  for (const path of ["/", "/courses", "/projects", "/contact"]) {
    await page.goto(path);
    await particlesStarted(page);
    expect(sendsEmail(), `${path} loaded the contact form's code`).toBe(false);
  }
  await page.getByRole("textbox", { name: siteTexts.name }).focus();
  await reactHasCome(page);
  expect(sendsEmail()).toBe(true);
});
