// Step 4: the small files crawlers and browsers ask for (build-time/site-files.ts): the sitemap
// with each post's own date, robots.txt and the web manifest in the site's colours.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { profile } from "#content/profile.ts";
import { languages, localePath } from "#core/languages.ts";
import { postPath } from "#core/page-paths.ts";
import { postsOf } from "#core/published.ts";
import { drawnTheme } from "#core/themes.ts";
import { sitemapPages } from "../../app/site-routes.ts";
import { ownerTheme, resolveSiteUrl } from "../build-settings.ts";
import { robotsTxt, sitemapXml, webManifest } from "../site-files.ts";
import type { BuiltSite } from "./built-site.ts";

export async function writeSiteFiles({ client, base, published }: BuiltSite): Promise<void> {
  const siteUrl = resolveSiteUrl();
  const today = new Date().toISOString().slice(0, 10);
  // A post's page changed when the post last did: its updated date, else its date.
  const postsChanged = new Map(
    languages.flatMap((language) =>
      postsOf(language, { drafts: false }).map(
        (post) => [localePath(language, postPath(post.slug)), post.updated ?? post.date] as const,
      ),
    ),
  );
  await writeFile(
    join(client, "sitemap.xml"),
    sitemapXml(siteUrl, sitemapPages(published), today, postsChanged),
  );
  await writeFile(join(client, "robots.txt"), robotsTxt(siteUrl));
  await writeFile(
    join(client, "site.webmanifest"),
    webManifest({ ...profile, base, theme: drawnTheme(ownerTheme()) }),
  );
}
