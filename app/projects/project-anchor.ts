import { writeUpPath } from "#core/page-paths.ts";
import { textSlug } from "#core/text-slug.ts";
import { writeUpSlug } from "#core/write-up-slug.ts";

/**
 * Each project's anchor on /projects, in the content's order: "project-" and its title's slug,
 * numbered when two titles make the same one, its place when a title has no letter a–z. Search
 * results and the search page link to a project without a write-up by it.
 */
export function projectAnchors(titles: readonly string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title, index) => {
    const first = `project-${textSlug(title) || index + 1}`;
    let anchor = first;
    for (let n = 2; taken.has(anchor); n += 1) anchor = `${first}-${n}`;
    taken.add(anchor);
    return anchor;
  });
}

/** Where each project is read: its write-up, or else its card on /projects. */
export function projectAddresses(projects: readonly { title: string; writeUp?: string }[]) {
  const anchors = projectAnchors(projects.map((project) => project.title));
  return projects.map((project, index) =>
    project.writeUp ? writeUpPath(writeUpSlug(project.writeUp)) : `/projects#${anchors[index]}`,
  );
}
