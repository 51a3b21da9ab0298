// Step 1: the pages where a static host looks for them, and nothing it would never serve.
import { readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { BuiltSite } from "./built-site.ts";

/**
 * Under a base path the pages come to the client folder's top, beside assets/; each language's
 * prerendered /404 becomes its 404.html (static hosts, GitHub Pages, Netlify, serve and nginx
 * look for /404.html, and moving it keeps /404 itself from answering 200); the SPA fallback page,
 * the server bundle and the pages' data files go, since every route is prerendered and every
 * link is a page load.
 */
export async function placePages({ buildDir, client, base }: BuiltSite, notFoundPaths: string[]) {
  // Under a base path React Router writes the pages to client/<base>/, but the host serves
  // the whole client folder at the base path: the pages belong at its top, beside assets/.
  if (base !== "/") {
    await moveInto(join(client, base), client);
    await rm(join(client, base.split("/")[1] ?? ""), { recursive: true, force: true });
  }
  for (const path of notFoundPaths) {
    const dir = join(client, path.slice(1));
    await rename(join(dir, "index.html"), `${dir}.html`);
    await rm(dir, { recursive: true, force: true });
  }
  await rm(join(client, "__spa-fallback.html"), { force: true });
  // No server runs the server bundle the prerender rendered with.
  await rm(join(buildDir, "server"), { recursive: true, force: true });
  // React Router never asks for a page's data file (every link is a page load, even from a page
  // that hydrates): none is deployed.
  for (const file of await readdir(client, { recursive: true }))
    if (file.endsWith(".data")) await rm(join(client, file));
}

/** Moves a folder's entries into another, merging folders both have (blog/<post>/ holds the
 * page from the prerender and the share card from the client build). */
async function moveInto(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const target = join(to, entry.name);
    const exists = await stat(target).catch(() => null);
    if (entry.isDirectory() && exists?.isDirectory())
      await moveInto(join(from, entry.name), target);
    else await rename(join(from, entry.name), target);
  }
}
