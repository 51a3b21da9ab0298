import { createHash } from "node:crypto";

// The security headers every host serves, computed at build time from the built pages
// (react-router.config.ts writes them out in each host's format; `npm start` sends them too).

// A JSON data block (structured data, a page's words) is no script: the browser never runs it and
// the policy need not name it. Every page of every language has some, and one policy for all
// pages carried all their hashes in every response's headers.
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hash of every inline script in a page, so no script needs 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'`,
  );
}

type PolicyInput = {
  scriptHashes: Iterable<string>;
  /** Origins the page may call besides its own, such as the EmailJS API. */
  connectTo: string[];
  /** A <meta> policy may not carry frame-ancestors; browsers ignore it there, noisily. */
  forMeta?: boolean;
  /** The site's search runs WebAssembly (Pagefind's), which the browser compiles only when the
   * policy allows it; no eval of JavaScript comes with it. */
  wasm?: boolean;
};

export function contentSecurityPolicy({
  scriptHashes,
  connectTo,
  forMeta = false,
  wasm = false,
}: PolicyInput) {
  const scriptSources = ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${[...scriptSources, ...[...new Set(scriptHashes)].sort()].join(" ")}`,
    // Inline style attributes carry the menu's stagger and the loader's letter delays.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectTo].join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join("; ");
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The site uses none of these; saying so keeps embedded or injected code from using them.
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Netlify and Cloudflare Pages read `_headers` from the published folder. */
export function headersFile(headers: Record<string, string>, base: string): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `${base}*\n${lines.join("\n")}\n${base}assets/*\n  Cache-Control: ${ASSET_CACHE_CONTROL}\n`;
}

/** Included by the sample nginx.conf; `always` sends them with 404 answers too. */
export function nginxHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join("\n")
    .concat("\n");
}

/** Adds the policy as a <meta> tag, for hosts that cannot send headers (GitHub Pages). */
export function withMetaPolicy(html: string, csp: string): string {
  return html.replace(
    /<meta charSet="utf-8"\/>/,
    `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${csp.replaceAll('"', "&quot;")}"/>`,
  );
}

type BuildInput = {
  /** Every built page's HTML, by its file name. */
  pages: Map<string, string>;
  connectTo: string[];
  /** The base path the site is served under, such as `/` or `/my-portfolio/`. */
  base: string;
  /** Put the policy in each page too, for hosts that send no headers (CSP_META=true). */
  metaPolicy: boolean;
  /** The site has search (see PolicyInput). */
  wasm: boolean;
};

/**
 * One policy for every page (the hashes of all their inline scripts) and what the build writes
 * from it: the headers (for `npm start`), the host files and the pages, with the policy in a
 * <meta> tag when asked.
 */
export function securePages({ pages, connectTo, base, metaPolicy, wasm }: BuildInput) {
  const scriptHashes = [...pages.values()].flatMap(inlineScriptHashes);
  const headers = securityHeaders(contentSecurityPolicy({ scriptHashes, connectTo, wasm }));
  const meta = metaPolicy
    ? contentSecurityPolicy({ scriptHashes, connectTo, forMeta: true, wasm })
    : null;
  return {
    headers,
    headersFile: headersFile(headers, base),
    nginxHeaders: nginxHeaders(headers),
    pages: new Map(
      [...pages].map(([page, html]) => [page, meta ? withMetaPolicy(html, meta) : html]),
    ),
  };
}
