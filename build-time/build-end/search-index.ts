// Beside steps 1 to 3: the search index (Pagefind, build-time/search-index.ts), where there is
// writing to search: each post and write-up as its page reads, and each project without a
// write-up as a record that leads to its card, in every language search is there in.
import { join } from "node:path";
import { projects } from "#content/projects.ts";
import { localePath } from "#core/languages.ts";
import { contentIn } from "#core/local-content.ts";
import { projectAddresses } from "../../app/projects/project-anchor.ts";
import { hasSearch, searchablePaths, sitePages } from "../../app/site-routes.ts";
import { prerenderSearch } from "../prerender-server.ts";
import { searchIndexing } from "../search-index.ts";
import type { BuiltSite } from "./built-site.ts";

export async function indexForSearch(
  { client, published }: BuiltSite,
  pages: Promise<Map<string, string>>,
): Promise<void> {
  if (!hasSearch(published)) return;
  // The part of each page marked data-pagefind-body is what is indexed.
  const urls = searchablePaths(published);
  const htmlOf = async (url: string) => {
    const html = (await pages).get(join(url.slice(1), "index.html"));
    if (html === undefined) throw new Error(`Search index: no page was built for ${url}`);
    return html;
  };
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
  // Pagefind has read the pages as the prerender answered them, unless the content changed
  // while the build ran: then it reads them all here, as they are sent.
  const ahead = prerenderSearch();
  const sameList =
    ahead?.order.length === urls.length && urls.every((url, at) => ahead.order[at] === url);
  await (ahead && sameList ? ahead : searchIndexing(urls)).write(client, records, htmlOf);
}
