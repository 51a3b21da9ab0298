import { hasSearch } from "../../app/site-routes.ts";
import { published } from "../site-pages.ts";
import { expect, test } from "./fixtures";

const required = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
};

test.describe("security headers from `npm start`, as on every host", () => {
  for (const path of ["/", "/contact", "/no-such-page", "/favicon.svg", "/sitemap.xml"]) {
    test(`${path} carries the headers`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers).toMatchObject(required);
      expect(headers["permissions-policy"]).toContain("camera=()");
      const csp = headers["content-security-policy"] ?? "";
      const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
      // WebAssembly (Pagefind's) only where the site has search; never eval of JavaScript.
      const wasm = hasSearch(published) ? " 'wasm-unsafe-eval'" : "";
      expect(scriptSrc).toMatch(new RegExp(`^script-src 'self'${wasm}( 'sha256-[\\w+/=]+')+$`));
      expect(csp).not.toMatch(/[^-]unsafe-eval/);
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "connect-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
    });
  }

  test("the policy is enforced: a script slipped into the page does not run", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Content Security Policy/);
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
    await page.goto("/");
    await page.evaluate(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation(d: string): void }).reportViolation(
          event.effectiveDirective,
        ),
      );
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
    });
    await expect.poll(() => violations).toContain("script-src-elem");
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
  });
});
