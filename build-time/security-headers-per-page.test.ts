// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMENTS_ATTRIBUTE } from "../app/comments/comments-mount";
import { GISCUS_ORIGIN } from "../app/comments/giscus-url";
import { createSiteServer } from "../server/site-server.js";
import { pagePath, securePages } from "./security-headers";

// What securePages wrote for these pages before the per-page policy and the owner's options
// (comments, analytics) came, with the <style> directives of issue #40 (pages without a <style>
// element allow none): with both off, every byte of it must stay as it was.
const before = JSON.parse(
  readFileSync(new URL("./fixtures/policy-before-options.json", import.meta.url), "utf8"),
) as { h: string; file: string; nginx: string; pages: [string, string][] };

const pages = new Map([
  ["index.html", '<head><meta charSet="utf-8"/></head><script>a()</script>'],
  [
    "blog/a/index.html",
    `<head><meta charSet="utf-8"/></head><script>b()</script><div ${COMMENTS_ATTRIBUTE}="{}"></div>`,
  ],
]);
const common = {
  pages,
  connectTo: ["https://api.emailjs.com"],
  base: "/",
  metaPolicy: true,
  wasm: true,
};
const csp = (headers: Record<string, string>) => headers["Content-Security-Policy"] ?? "";

describe("each page's policy", () => {
  it("is byte for byte the site's one policy when the owner has no comments and no analytics", () => {
    const secured = securePages(common);
    expect(csp(secured.headers)).toBe(before.h);
    expect(secured.headersFile).toBe(before.file);
    expect(secured.nginxHeaders).toBe(before.nginx);
    expect([...secured.pages]).toEqual(before.pages);
    expect(secured.pageHeaders).toEqual([]);
  });

  it("lets only the pages that show comments frame giscus", () => {
    const secured = securePages({
      ...common,
      frames: { mount: COMMENTS_ATTRIBUTE, from: [GISCUS_ORIGIN] },
    });
    // Every other page keeps the policy it had.
    expect(csp(secured.headers)).toBe(before.h);
    expect(secured.pageHeaders).toHaveLength(1);
    const [post] = secured.pageHeaders;
    expect(post?.paths).toEqual(["/blog/a/"]);
    const framed = csp(post?.headers ?? {});
    // The same policy, with frames from giscus.app and nothing more.
    expect(framed).toContain(`frame-src ${GISCUS_ORIGIN}`);
    expect(framed.replace(`; frame-src ${GISCUS_ORIGIN}`, "")).toBe(before.h);

    // Netlify and Cloudflare Pages: the post's rule after the site's.
    expect(secured.headersFile.startsWith(before.file)).toBe(true);
    expect(secured.headersFile.slice(before.file.length)).toMatch(
      /^\/blog\/a\/\n {2}Content-Security-Policy: [^\n]*frame-src https:\/\/giscus\.app/,
    );
    // nginx: the post's address picks its policy.
    expect(secured.nginxHeaders).toContain('if ($uri ~ "^(?:/blog/a)(?:/|/index\\.html)?$") {');
    expect(secured.nginxHeaders).toContain("add_header Content-Security-Policy $page_csp always;");

    // The meta policies, one per page.
    const [home, postPage] = [...secured.pages.values()];
    expect(home).toBe(before.pages[0]?.[1]);
    expect(postPage).toContain("frame-src https://giscus.app");
  });

  it("opens the analytics origin for scripts and calls on every page", () => {
    const origin = "https://plausible.io";
    const secured = securePages({
      ...common,
      scriptFrom: [origin],
      connectTo: [...common.connectTo, origin],
    });
    const policy = csp(secured.headers);
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/plausible\.io 'sha256-/);
    expect(policy).toContain(`connect-src 'self' https://api.emailjs.com ${origin}`);
    expect(secured.pageHeaders).toEqual([]);
    for (const html of secured.pages.values()) expect(html).toContain(origin);
  });

  it("names each page by its path under the base", () => {
    expect(pagePath("blog/a/index.html")).toBe("/blog/a/");
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("404.html")).toBe("/404.html");
  });

  it("are what npm start sends for each page", async () => {
    const secured = securePages({
      ...common,
      frames: { mount: COMMENTS_ATTRIBUTE, from: [GISCUS_ORIGIN] },
    });
    const config = () => ({
      base: "/me/",
      headers: secured.headers,
      pageHeaders: secured.pageHeaders,
    });
    const app = createSiteServer({ root: "build-time/fixtures", config });
    try {
      for (const [url, framed] of [
        ["/me/blog/a/", true],
        ["/me/blog/a", true],
        ["/me/blog/a/index.html", true],
        ["/me/", false],
        ["/me/blog/", false],
        ["/blog/a/", false],
      ] as const) {
        const answer = await app.inject({ url });
        expect(String(answer.headers["content-security-policy"]).includes("frame-src"), url).toBe(
          framed,
        );
      }
    } finally {
      await app.close();
    }
  });
});
