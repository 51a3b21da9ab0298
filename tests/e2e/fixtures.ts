import { test as base, expect } from "@playwright/test";

export const routes = [
  { path: "/", heading: /Mira Kovacs/ },
  { path: "/courses", heading: "Courses" },
  { path: "/projects", heading: "My Projects" },
  { path: "/contact", heading: "Contact Me" },
] as const;

/**
 * Every test fails on an uncaught page error or a console error or warning (a hydration
 * mismatch, a React warning, a missing asset). The one expected message is the browser's
 * note that a deliberately unknown page answered 404.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const documentNotFound =
          message.text().includes("status of 404") && !message.location().url.includes("/assets/");
        if (!documentNotFound) problems.push(`console ${message.type()}: ${message.text()}`);
      });
      await use(problems);
      expect(problems, "console errors or warnings during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
