// Project write-ups: Markdown files in app/content/write-ups/, named by a project's `writeUp`.
// Rendered while the build prerenders, like the posts, so no Markdown code reaches the browser.
import { renderMarkdown } from "~/blog/markdown.server";
import { markdownFolder } from "~/blog/markdown-files.server";
import { projects } from "~/content/projects";
import { writeUpSlug } from "./write-up-slug";

const { sources, images } = markdownFolder("write-ups");

/** The project whose write-up lives at /projects/<slug>, its index in the list and its HTML. */
export async function findWriteUp(slug: string | undefined) {
  const index = projects.findIndex((p) => p.writeUp && writeUpSlug(p.writeUp) === slug);
  const project = projects[index];
  const source = project?.writeUp && sources[project.writeUp];
  if (!project?.writeUp || source === undefined) return undefined;
  const html = await renderMarkdown(source, {
    images,
    where: `app/content/write-ups/${project.writeUp}`,
  });
  return { index, html };
}
