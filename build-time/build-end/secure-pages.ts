// Step 3: the Content-Security-Policy and the other security headers, from the pages as they
// will be sent (build-time/security-headers.ts), and everything a host needs to send them:
// `_headers` (Netlify, Cloudflare Pages), build/nginx/security-headers.conf (deploy/nginx.conf),
// build/server-config.json (`npm start`), or the policy in each page (CSP_META=true, for GitHub
// Pages, which sends no custom headers). The pages are written here, as secured.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadEnv } from "vite";
import { defaultLanguage, languages } from "#core/languages.ts";
import { analyticsSettings, commentsSettings } from "#core/site-options.ts";
import { COMMENTS_ATTRIBUTE } from "../../app/comments/comments-mount.ts";
import { GISCUS_ORIGIN } from "../../app/comments/giscus-url.ts";
import { emailConfig, isEmailConfigured } from "../../app/contact/config.ts";
import { hasSearch } from "../../app/site-routes.ts";
import { fileTypes, typesHeadersFile } from "../file-types.ts";
import { securePages } from "../security-headers.ts";
import type { BuiltSite } from "./built-site.ts";

/** The pages, secured, by file; written to the client folder. */
export async function securePagesStep(
  { buildDir, client, base, published }: BuiltSite,
  pages: Map<string, string>,
): Promise<Map<string, string>> {
  // The hashes of all the pages' inline scripts, and calls only to this site and the EmailJS
  // origin in use (none besides the site while the local outbox is used). What the owner opted
  // into opens one origin more: analytics on every page, comments on the posts that show them.
  const env = loadEnv("production", process.cwd(), "VITE_EMAILJS_");
  const analytics = analyticsSettings();
  const analyticsOrigin = analytics ? [new URL(analytics.src).origin] : [];
  const connectTo = [
    ...(isEmailConfigured(env) ? [new URL(emailConfig(env, "").origin).origin] : []),
    ...analyticsOrigin,
  ];
  const secured = securePages({
    pages,
    connectTo,
    scriptFrom: analyticsOrigin,
    frames: commentsSettings() ? { mount: COMMENTS_ATTRIBUTE, from: [GISCUS_ORIGIN] } : undefined,
    base,
    metaPolicy: process.env.CSP_META === "true",
    wasm: hasSearch(published),
  });
  const { headers, pageHeaders } = secured;
  const types = fileTypes(published);
  await writeFile(join(client, "_headers"), secured.headersFile + typesHeadersFile(types, base));
  // What `npm start` needs to serve this build as a host would: its base path, its headers (and
  // the pages' own, when some have them), the types of the files whose names do not say them,
  // and the languages whose pages live under their code (core/languages.ts), each with its own
  // 404 page.
  const prefixed = languages.filter((language) => language !== defaultLanguage);
  const config = { base, headers, ...(pageHeaders.length ? { pageHeaders } : {}), types };
  await writeFile(
    join(buildDir, "server-config.json"),
    `${JSON.stringify({ ...config, languages: prefixed }, null, 2)}\n`,
  );
  await mkdir(join(buildDir, "nginx"), { recursive: true });
  await writeFile(join(buildDir, "nginx", "security-headers.conf"), secured.nginxHeaders);
  for (const [page, content] of secured.pages) await writeFile(join(client, page), content);
  return secured.pages;
}
