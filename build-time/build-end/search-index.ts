// Step 4: the search index (Pagefind, build-time/search-index.ts), where there is writing to
// search: each post and write-up as its page reads, and each project without a write-up as a
// record that leads to its card, in every language search is there in.
import { join } from "node:path";
import { projects } from "#content/projects.ts";
import { localePath } from "#core/languages.ts";
import { contentIn } from "#core/local-content.ts";
import { projectAddresses } from "../../app/projects/project-anchor.ts";
import { hasSearch, searchablePaths, sitePages } from "../../app/site-routes.ts";
import { prerenderSearch } from "../prerender-server.ts";
import { writeSearchIndex } from "../search-index.ts";
import type { BuiltSite } from "./built-site.ts";

export async function indexForSearch(
  { client, published }: BuiltSite,
  pages: Map<string, string>,
): Promise<void> {
  if (!hasSearch(published)) return;
  // The part of each page marked data-pagefind-body is what is indexed.
  const indexed = searchablePaths(published).map((url) => {
    const html = pages.get(join(url.slice(1), "index.html"));
    if (html === undefined) throw new Error(`Search index: no page was built for ${url}`);
    return { url, html };
  });
  const addresses = projectAddresses(projects);
  // Search is there in each language with posts; its projects are in that language too.
  const searched = new Set(
    sitePages(published).flatMap((p) => (p.key === "/search" ? [p.language] : [])),
  );
  const records = [...searched].flatMap((language) =>
    contentIn(language).projects.flatMap((project, index) =>
      project.writeUp
        ? []
        : [
            {
              url: localePath(language, addresses[index] ?? "/projects"),
              title: project.title,
              content: `${project.title}. ${project.technology}.`,
              language,
            },
          ],
    ),
  );
  // Pagefind has read most pages already, as the prerender answered them.
  const ahead = prerenderSearch();
  if (ahead) await ahead.write(client, indexed, records);
  else await writeSearchIndex(client, indexed, records);
}
