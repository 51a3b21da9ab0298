// Project write-ups: Markdown files in app/content/write-ups/, named by a project's `writeUp`,
// read by the one reader (build-time/published.ts) and rendered while the build prerenders,
// like the posts, so no Markdown code reaches the browser.

import { picturesOf } from "~/blog/markdown-pictures.server";
import { renderOnce } from "~/blog/rendered.server";
import { projects } from "~/content/projects";
import { readWriteUp } from "../../build-time/published";
import { writeUpSlug } from "./write-up-slug";

const images = picturesOf("write-ups");

/** The project whose write-up lives at /projects/<slug>, its index in the list and its HTML. */
export async function findWriteUp(slug: string | undefined) {
  const index = projects.findIndex((p) => p.writeUp && writeUpSlug(p.writeUp) === slug);
  const project = projects[index];
  const source = project?.writeUp && readWriteUp(project.writeUp);
  if (!project?.writeUp || source === undefined) return undefined;
  const { html } = await renderOnce(source, {
    images,
    where: `app/content/write-ups/${project.writeUp}`,
  });
  return { index, html };
}
