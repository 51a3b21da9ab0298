import { contentDir } from "#content/dir.ts";
import { filesIn } from "./content-files";

// Vite fingerprints every file in the content's images/ so it can be cached for a year; content
// refers to them by file name, which this map turns into the built URL.
const urls = filesIn(
  import.meta.glob<string>("@content/images/*", {
    eager: true,
    query: "?url",
    import: "default",
  }),
  "images",
);

export function imageUrl(file: string): string {
  const url = urls[file];
  if (!url) throw new Error(`${contentDir}/images/${file} does not exist`);
  return url;
}
