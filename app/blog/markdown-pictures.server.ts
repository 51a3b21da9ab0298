// The pictures beside the owner's Markdown (posts and project write-ups), encoded through Vite
// as the screenshots are, and bundled into the prerender only (a .server module never reaches
// the browser). The Markdown itself is read by core/published.ts. Vite reads each glob
// pattern as written, so one call lists both folders and picturesOf() splits them.
import type { Picture } from "~/projects/screenshots";
import { filesIn } from "~/ui/content-files";

const pictures = import.meta.glob<Picture>(
  ["@content/posts/images/*.{png,jpg,jpeg}", "@content/write-ups/images/*.{png,jpg,jpeg}"],
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

/** The pictures directly in <content>/<folder>/images/, by file name. */
export const picturesOf = (folder: "posts" | "write-ups"): Record<string, Picture> =>
  filesIn(pictures, `${folder}/images`);
