// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  nginxHeaders,
  securePages,
  securityHeaders,
  withMetaPolicy,
} from "./security-headers";

const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

describe("security headers", () => {
  it("hashes inline scripts and leaves external ones to 'self'", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
    // Data blocks are never run, so the policy leaves them out.
    const data = `<script type="application/ld+json">{"a":1}</script><script type="application/json" id="w">{}</script>`;
    expect(inlineScriptHashes(`${html}${data}`)).toEqual([sha("a()"), sha("b()")]);
  });

  it("allows scripts only from the site and the hashed inline ones", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [sha("a()"), sha("a()")],
      connectTo: ["https://api.emailjs.com"],
    });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${sha("a()")}`);
    expect(scriptSrc).not.toMatch(/unsafe/);
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(contentSecurityPolicy({ scriptHashes: [], connectTo: [], forMeta: true })).not.toContain(
      "frame-ancestors",
    );
  });

  it("lets a site with search compile WebAssembly, and nothing more", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [sha("a()")], connectTo: [], wasm: true });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha("a()")}`);
    expect(scriptSrc).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  });

  it("applies <style> elements only by their hashes, and style attributes as before", () => {
    const html = `<style>main{color:red}</style><noscript><style>.a{b:c}</style></noscript>`;
    const styleHashes = inlineStyleHashes(html);
    expect(styleHashes).toEqual([sha("main{color:red}"), sha(".a{b:c}")]);
    const directives = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes,
      connectTo: [],
    }).split("; ");
    expect(directives).toContain(`style-src-elem 'self' ${[...styleHashes].sort().join(" ")}`);
    expect(directives).toContain("style-src-attr 'unsafe-inline'");
    // What a browser without those two directives reads.
    expect(directives).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("writes the same headers for Netlify, Cloudflare Pages and nginx", () => {
    const headers = securityHeaders("default-src 'self'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    const file = headersFile(headers, "/");
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'\n/);
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(nginxHeaders(headers)).toContain(
      `add_header Content-Security-Policy "default-src 'self'" always;`,
    );
  });

  it("can carry the policy in a meta tag for hosts without headers", () => {
    expect(withMetaPolicy('<head><meta charSet="utf-8"/><title>', "default-src 'self'")).toBe(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>`,
    );
  });

  it("gives every page one policy with all their inline scripts, in a meta tag when asked", () => {
    const pages = new Map([
      ["index.html", '<head><meta charSet="utf-8"/></head><script>a()</script>'],
      ["about/index.html", '<head><meta charSet="utf-8"/></head><script>b()</script>'],
    ]);
    const withHeaders = securePages({
      pages,
      connectTo: [],
      base: "/me/",
      metaPolicy: false,
      wasm: false,
    });
    const csp = withHeaders.headers["Content-Security-Policy"] ?? "";
    expect(csp).toContain(`script-src 'self' ${[sha("a()"), sha("b()")].sort().join(" ")}`);
    expect(withHeaders.headersFile).toMatch(/^\/me\/\*\n/);
    expect(withHeaders.nginxHeaders).toContain("add_header Content-Security-Policy");
    expect(withHeaders.pages).toEqual(pages);

    const withMeta = securePages({
      pages,
      connectTo: [],
      base: "/",
      metaPolicy: true,
      wasm: false,
    });
    for (const html of withMeta.pages.values()) {
      expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
      expect(html).not.toContain("frame-ancestors");
    }
  });
});
