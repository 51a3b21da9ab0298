import { test as base, expect } from "@playwright/test";

export const routes = [
  { path: "/", heading: /Mira Kovacs/ },
  { path: "/courses", heading: "Courses" },
  { path: "/projects", heading: "My Projects" },
  { path: "/contact", heading: "Contact Me" },
] as const;

type ConsoleGuard = {
  /** Lets a test provoke a console message it expects, such as a failed request's note. */
  allow(pattern: RegExp): void;
};

/**
 * Every test fails on an uncaught page error or a console error or warning (a hydration
 * mismatch, a React warning, a missing asset), except the browser's note that a deliberately
 * unknown page answered 404 and what a test allows.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = message.text();
        const documentNotFound =
          text.includes("status of 404") && !message.location().url.includes("/assets/");
        if (documentNotFound || allowed.some((pattern) => pattern.test(text))) return;
        problems.push(`console ${message.type()}: ${text}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, "console errors or warnings during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
