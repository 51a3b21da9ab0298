// Step 2: every page with the one stylesheet in it, so the first paint waits for no request, and
// the pages that hydrate with React's start put off (build-time/html-transforms.ts).
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { deferHydration, hydrates, inlineStylesheets } from "../html-transforms.ts";
import type { BuiltSite } from "./built-site.ts";

/** Each page's HTML, by its file under the client folder, as it will be sent. */
export async function inlineStyles({ client, base }: BuiltSite): Promise<Map<string, string>> {
  const files = (await readdir(client, { recursive: true })).filter((f) => f.endsWith(".html"));
  // Every page links the same stylesheet: it is read once. Its URL is under the base path.
  const stylesheets = new Map<string, string>();
  const stylesheet = (href: string) => {
    const css =
      stylesheets.get(href) ?? readFileSync(join(client, href.slice(base.length)), "utf8");
    stylesheets.set(href, css);
    return css;
  };
  const pages = new Map<string, string>();
  for (const file of files) {
    const content = inlineStylesheets(await readFile(join(client, file), "utf8"), stylesheet);
    pages.set(file, hydrates(content) ? deferHydration(content) : content);
  }
  return pages;
}
