// Vite's globs read the owner's files through the `@content` alias (vite.config.ts: the folder
// the site is built from), and key each file by a path that starts with that folder's own,
// which differs between the owner's content/ and the demo. Pages look a file up by its name.

/** What a glob found directly in `folder` of the content ("images", "posts/images"), by name. */
export function filesIn<T>(found: Record<string, T>, folder: string): Record<string, T> {
  const marker = `/${folder}/`;
  return Object.fromEntries(
    Object.entries(found).flatMap(([path, value]) => {
      const at = path.lastIndexOf(marker);
      const name = at < 0 ? "" : path.slice(at + marker.length);
      return name && !name.includes("/") ? [[name, value]] : [];
    }),
  );
}
