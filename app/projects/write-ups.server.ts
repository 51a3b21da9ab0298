// Project write-ups: Markdown files in app/content/write-ups/, named by a project's `writeUp`.
// Rendered while the build prerenders, like the posts, so no Markdown code reaches the browser.
import { renderMarkdown } from "~/blog/markdown.server";
import { projects } from "~/content/projects";
import type { Picture } from "./screenshots";
import { writeUpSlug } from "./write-up-slug";

const sources = import.meta.glob<string>("../content/write-ups/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});
const pictures = import.meta.glob<Picture>("../content/write-ups/images/*.{png,jpg,jpeg}", {
  eager: true,
  import: "default",
  query: { w: "480;800;1120;1440", format: "avif;webp", quality: "60", effort: "2", as: "picture" },
});
const images = Object.fromEntries(
  Object.entries(pictures).map(([path, picture]) => [path.split("/").pop() ?? path, picture]),
);

/** The project whose write-up lives at /projects/<slug>, its index in the list and its HTML. */
export async function findWriteUp(slug: string | undefined) {
  const index = projects.findIndex((p) => p.writeUp && writeUpSlug(p.writeUp) === slug);
  const project = projects[index];
  const source = project?.writeUp && sources[`../content/write-ups/${project.writeUp}`];
  if (!project?.writeUp || source === undefined) return undefined;
  const html = await renderMarkdown(source, {
    images,
    where: `app/content/write-ups/${project.writeUp}`,
  });
  return { index, html };
}
