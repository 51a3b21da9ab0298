import { createHash } from "node:crypto";

// The security headers every host serves, computed at build time from the built pages
// (build-time/build-end/secure-pages.ts writes them out in each host's format; `npm start` sends
// them too).

// A JSON data block (structured data, a page's words) is no script: the browser never runs it and
// the policy need not name it. Every page of every language has some, and one policy for all
// pages carried all their hashes in every response's headers.
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hash of every inline script in a page, so no script needs 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => sha256(code ?? ""));
}

// Every <style> element, one inside <noscript> too: it applies on a visit without scripts.
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The CSP hash of every <style> element in a page (the stylesheet the build put in it). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(([, css]) => sha256(css ?? ""));
}

type PolicyInput = {
  scriptHashes: Iterable<string>;
  /** The hashes of the pages' <style> elements; no other <style> element is applied. */
  styleHashes?: Iterable<string>;
  /** Origins the page may call besides its own, such as the EmailJS API. */
  connectTo: string[];
  /** Origins whose scripts the page may run (the owner's analytics); none by default. */
  scriptFrom?: string[];
  /** Origins the page may show in a frame (the comments); none, so 'self' only, by default. */
  frameFrom?: string[];
  /** A <meta> policy may not carry frame-ancestors; browsers ignore it there, noisily. */
  forMeta?: boolean;
  /** The site's search runs WebAssembly (Pagefind's), which the browser compiles only when the
   * policy allows it; no eval of JavaScript comes with it. */
  wasm?: boolean;
};

export function contentSecurityPolicy({
  scriptHashes,
  styleHashes = [],
  connectTo,
  scriptFrom = [],
  frameFrom = [],
  forMeta = false,
  wasm = false,
}: PolicyInput) {
  const scriptSources = ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptFrom];
  const directives = [
    "default-src 'self'",
    `script-src ${[...scriptSources, ...[...new Set(scriptHashes)].sort()].join(" ")}`,
    // Inline style attributes carry the menu's stagger and the loader's letter delays. A browser
    // that knows the two directives after it reads those instead: <style> elements only by their
    // hashes, attributes as before. One that does not falls back to this line.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem ${["'self'", ...[...new Set(styleHashes)].sort()].join(" ")}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectTo].join(" ")}`,
    // Only when a page has a frame from elsewhere: else default-src stands, as it always has.
    ...(frameFrom.length ? [`frame-src ${frameFrom.join(" ")}`] : []),
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

/** Headers for some pages only, over the site's: each page by its path under the base (`/blog/a/`). */
export type PageHeaders = { paths: string[]; headers: Record<string, string> };

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n");

/**
 * Netlify and Cloudflare Pages read `_headers` from the published folder. A page with headers of
 * its own gets a rule after the site's: Netlify serves the later rule's value of a header.
 */
export function headersFile(
  headers: Record<string, string>,
  base: string,
  pageHeaders: PageHeaders[] = [],
): string {
  const pages = pageHeaders.flatMap(({ paths, headers: own }) =>
    paths.map((path) => `${base}${path.slice(1)}\n${headerLines(own)}\n`),
  );
  return `${base}*\n${headerLines(headers)}\n${base}assets/*\n  Cache-Control: ${ASSET_CACHE_CONTROL}\n${pages.join("")}`;
}

const nginxQuoted = (value: string) => `"${value.replaceAll('"', '\\"')}"`;

/**
 * Included by the sample nginx.conf in each location; `always` sends them with 404 answers too.
 * A page with a policy of its own picks it by its address ($uri, with or without the trailing
 * slash or index.html); nginx's `set` and `if` are allowed in a location and do nothing else.
 */
export function nginxHeaders(
  headers: Record<string, string>,
  pageHeaders: PageHeaders[] = [],
): string {
  const csp = "Content-Security-Policy";
  const own = pageHeaders.filter((page) => page.headers[csp] !== headers[csp]);
  if (own.length === 0) {
    return Object.entries(headers)
      .map(([name, value]) => `add_header ${name} ${nginxQuoted(value)} always;`)
      .join("\n")
      .concat("\n");
  }
  const literal = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const lines = [`set $page_csp ${nginxQuoted(headers[csp] ?? "")};`];
  for (const { paths, headers: pageOwn } of own) {
    const pattern = paths.map((path) => literal(path.replace(/\/$/, ""))).join("|");
    lines.push(
      `if ($uri ~ ${nginxQuoted(`^(?:${pattern})(?:/|/index\\.html)?$`)}) {`,
      `  set $page_csp ${nginxQuoted(pageOwn[csp] ?? "")};`,
      "}",
    );
  }
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`add_header ${name} ${name === csp ? "$page_csp" : nginxQuoted(value)} always;`);
  }
  return lines.join("\n").concat("\n");
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
  /** Origins of scripts every page runs from elsewhere (the owner's analytics). */
  scriptFrom?: string[];
  /** A page whose HTML holds `mount` may show frames from `from` (the comments). */
  frames?: { mount: string; from: string[] };
  /** The base path the site is served under, such as `/` or `/my-portfolio/`. */
  base: string;
  /** Put the policy in each page too, for hosts that send no headers (CSP_META=true). */
  metaPolicy: boolean;
  /** The site has search (see PolicyInput). */
  wasm: boolean;
};

/** A page's path under the base from its file: `blog/a/index.html` is `/blog/a/`. */
export const pagePath = (file: string) =>
  `/${file
    .split("\\")
    .join("/")
    .replace(/(^|\/)index\.html$/, "$1")}`;

/**
 * Each page's policy and what the build writes from them: the headers (for `npm start`), the host
 * files and the pages, with the policy in a <meta> tag when asked. Every policy allows the inline
 * scripts and <style> elements of all pages (one list each, as it always was); a page gets more only for what its HTML
 * holds: frames from giscus.app where the comments are. Without comments every page has the
 * site's one policy, and `pageHeaders` is empty.
 */
export function securePages({
  pages,
  connectTo,
  scriptFrom = [],
  frames,
  base,
  metaPolicy,
  wasm,
}: BuildInput) {
  const scriptHashes = [...pages.values()].flatMap(inlineScriptHashes);
  const styleHashes = [...pages.values()].flatMap(inlineStyleHashes);
  const policy = (frameFrom: string[], forMeta = false) =>
    contentSecurityPolicy({
      scriptHashes,
      styleHashes,
      connectTo,
      scriptFrom,
      frameFrom,
      forMeta,
      wasm,
    });
  const framesIn = (html: string) =>
    frames && html.includes(` ${frames.mount}=`) ? frames.from : [];
  const headers = securityHeaders(policy([]));
  const framed = [...pages].filter(([, html]) => framesIn(html).length > 0);
  const pageHeaders: PageHeaders[] =
    frames && framed.length
      ? [
          {
            paths: framed.map(([file]) => pagePath(file)),
            headers: securityHeaders(policy(frames.from)),
          },
        ]
      : [];
  return {
    headers,
    pageHeaders,
    headersFile: headersFile(headers, base, pageHeaders),
    nginxHeaders: nginxHeaders(headers, pageHeaders),
    pages: new Map(
      [...pages].map(([page, html]) => [
        page,
        metaPolicy ? withMetaPolicy(html, policy(framesIn(html), true)) : html,
      ]),
    ),
  };
}
