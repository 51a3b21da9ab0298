import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { courses } from "../app/content/courses.ts";
import { devices } from "../app/content/devices.ts";
import { translations } from "../app/content/languages.ts";
import { profile } from "../app/content/profile.ts";
import { projects } from "../app/content/projects.ts";
import { type Content, ContentError } from "../app/content/schema.ts";
import { site } from "../app/content/site.ts";
import { parseContent } from "./content-errors.ts";

export const imagesDir = join(dirname(fileURLToPath(import.meta.url)), "../app/content/images");

/** Everything the owner edits, as one object for the schema. */
export const rawContent = { site, profile, courses, projects, translations };

/**
 * Runs at build start: a bad entry or a missing image stops the build with a message
 * that names the entry and the field, instead of shipping a broken page.
 */
export function checkContent(raw: unknown = rawContent, dir = imagesDir): Content {
  const content = parseContent(raw);
  checkTranslations(content);
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

/**
 * A translation translates what is there: one language once, never the site's own, and no more
 * entries than the site's own lists have (they pair up by their place in the list).
 */
function checkTranslations(content: Content) {
  const problems: string[] = [];
  const seen = new Set([content.site.language]);
  for (const [i, translation] of content.translations.entries()) {
    const where = `translations #${i + 1} "${translation.code}"`;
    if (seen.has(translation.code))
      problems.push(
        `  - ${where} → code: ${translation.code} is ${
          translation.code === content.site.language ? "the site's own language" : "there twice"
        }`,
      );
    seen.add(translation.code);
    const lists = [
      ["courses", translation.courses.length, content.courses.length],
      ["projects", translation.projects.length, content.projects.length],
      [
        "profile → contacts",
        translation.profile.contacts?.length ?? 0,
        content.profile.contacts.length,
      ],
      [
        "profile → socials",
        translation.profile.socials?.length ?? 0,
        content.profile.socials.length,
      ],
    ] as const;
    for (const [list, given, own] of lists)
      if (given > own)
        problems.push(
          `  - ${where} → ${list}: ${given} entries, but the site has ${own}; each translates the one at its place`,
        );
  }
  if (problems.length)
    throw new ContentError(
      `Translations (app/content/<code>/translation.ts):\n${problems.join("\n")}`,
    );
}
