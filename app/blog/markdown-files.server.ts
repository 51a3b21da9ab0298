// The owner's Markdown (posts and project write-ups) and the pictures beside it, read through
// Vite so `npm run dev` sees every save and the build bundles them into the prerender only (a
// .server module never reaches the browser). Vite reads each glob pattern as written, so one
// call lists both folders and markdownFolder() splits them.
import type { Picture } from "~/projects/screenshots";

const texts = import.meta.glob<string>(["../content/posts/*.md", "../content/write-ups/*.md"], {
  eager: true,
  query: "?raw",
  import: "default",
});
const pictures = import.meta.glob<Picture>(
  ["../content/posts/images/*.{png,jpg,jpeg}", "../content/write-ups/images/*.{png,jpg,jpeg}"],
  {
    eager: true,
    import: "default",
    query: {
      w: "480;800;1120;1440",
      format: "avif;webp",
      quality: "60",
      effort: "2",
      as: "picture",
    },
  },
);

/** The files directly in app/content/<folder>/, by file name. */
function filesIn<T>(files: Record<string, T>, folder: string): Record<string, T> {
  const prefix = `../content/${folder}/`;
  return Object.fromEntries(
    Object.entries(files).flatMap(([path, file]) => {
      const name = path.slice(prefix.length);
      return path.startsWith(prefix) && !name.includes("/") ? [[name, file]] : [];
    }),
  );
}

/** The Markdown files of app/content/posts/ or write-ups/ and the pictures in its images/. */
export function markdownFolder(folder: "posts" | "write-ups") {
  return { sources: filesIn(texts, folder), images: filesIn(pictures, `${folder}/images`) };
}
