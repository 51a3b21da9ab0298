import { entryKey } from "#core/entry-key.ts";
import { writeUpPath } from "#core/page-paths.ts";
import { writeUpSlug } from "#core/write-up-slug.ts";

/**
 * Each project's anchor on /projects, in the content's order: "project-" and its key, the name a
 * translation knows it by too (its `id`, so a new title keeps the address, else its title's
 * slug); its place when it has none, as a site of one language may (the content check asks
 * for a key of its own only with a second language, and refuses two entries of one key).
 * Search results and the search page link to a project without a write-up by it.
 */
export function projectAnchors(projects: readonly { id?: string; title: string }[]): string[] {
  const taken = new Set<string>();
  return projects.map((project, index) => {
    const first = `project-${entryKey(project) || index + 1}`;
    let anchor = first;
    for (let n = 2; taken.has(anchor); n += 1) anchor = `${first}-${n}`;
    taken.add(anchor);
    return anchor;
  });
}

/** Where each project is read: its write-up, or else its card on /projects. */
export function projectAddresses(
  projects: readonly { id?: string; title: string; writeUp?: string }[],
) {
  const anchors = projectAnchors(projects);
  return projects.map((project, index) =>
    project.writeUp ? writeUpPath(writeUpSlug(project.writeUp)) : `/projects#${anchors[index]}`,
  );
}
