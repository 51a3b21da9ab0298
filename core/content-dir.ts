import { join } from "node:path";
import { contentDir } from "#content/dir.ts";

// The folder the site is built from (core/content-source.js chose it), for the code that reads
// its files: the posts, the write-ups and the images. From the project's root, the folder Vite
// and React Router build from: this module is also bundled into the prerender's server build,
// where its own location says nothing of the project's.

/** As an owner reads it in a message: "content" or "examples/demo". */
export const contentFolder: string = contentDir;

/** A path inside the content folder, absolute. */
export const contentPath = (...parts: string[]) => join(process.cwd(), contentDir, ...parts);
