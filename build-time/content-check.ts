import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { courses } from "../app/content/courses.ts";
import { devices } from "../app/content/devices.ts";
import { profile } from "../app/content/profile.ts";
import { projects } from "../app/content/projects.ts";
import { type Content, ContentError } from "../app/content/schema.ts";
import { site } from "../app/content/site.ts";
import { parseContent } from "./content-errors.ts";

export const imagesDir = join(dirname(fileURLToPath(import.meta.url)), "../app/content/images");

/** Everything the owner edits, as one object for the schema. */
export const rawContent = { site, profile, courses, projects };

/**
 * Runs at build start: a bad entry or a missing image stops the build with a message
 * that names the entry and the field, instead of shipping a broken page.
 */
export function checkContent(raw: unknown = rawContent, dir = imagesDir): Content {
  const content = parseContent(raw);
  const missing: string[] = [];
  const need = (file: string, where: string) => {
    if (!existsSync(join(dir, file)))
      missing.push(`  - ${where}: ${file} is not in ${relative(process.cwd(), dir) || "."}`);
  };
  need(content.profile.avatar.file, "profile → avatar.file");
  for (const [i, project] of content.projects.entries()) {
    for (const device of devices) {
      need(
        join("projects", device, project[device]),
        `projects #${i + 1} "${project.title}" → ${device}`,
      );
    }
  }
  if (missing.length) throw new ContentError(`Missing image files:\n${missing.join("\n")}`);
  return content;
}
