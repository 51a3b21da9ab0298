import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { courses } from "#content/courses.ts";
import { cv } from "#content/cv.ts";
import { translations } from "#content/languages.ts";
import { profile } from "#content/profile.ts";
import { projects } from "#content/projects.ts";
import { site } from "#content/site.ts";
import { contentFolder, contentPath } from "./content-dir.ts";
import { closestKey, parseContent } from "./content-errors.ts";
import { chosenContentDir, contentSourceIsCurrent } from "./content-source.js";
import { devices } from "./devices.ts";
import { entryKey, jobKey } from "./entry-key.ts";
import { type Content, ContentError } from "./schema.ts";

export const imagesDir = contentPath("images");

/** Everything the owner edits, as one object for the schema. */
export const rawContent = { site, profile, courses, projects, cv, translations };

/**
 * Runs at build start: a bad entry or a missing image stops the build with a message
 * that names the entry and the field, instead of shipping a broken page.
 */
export function checkContent(raw: unknown = rawContent, dir = imagesDir): Content {
  if (raw === rawContent) checkContentSource();
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
 * The npm commands point .content/ at the folder to build from before they start
 * (core/content-source.js); a tool started some other way, after content/ was made or removed,
 * would build the other folder without a word.
 */
export function checkContentSource(chosen = chosenContentDir(), current = contentSourceIsCurrent) {
  const again = "Run `node core/content-source.js` (every npm command does) and start again.";
  if (chosen !== contentFolder)
    throw new ContentError(
      `The site would be built from ${contentFolder}/, but it is ${chosen}/ now. ${again}`,
    );
  // An optional file (cv.ts) made or deleted since the command started.
  if (!current())
    throw new ContentError(
      `A file in ${contentFolder}/ was added or removed since the start. ${again}`,
    );
}

/**
 * A translation translates what is there: one language once, never the site's own, each course
 * and project it names by a key one of them has, and no more contacts or social links than the
 * profile has (those pair up by their place in the list).
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
    for (const [list, noun] of [
      ["courses", "course"],
      ["projects", "project"],
    ] as const) {
      const given = translation[list];
      const keys = content[list].map(entryKey);
      // A key that names nothing is most likely meant for an entry this language leaves out.
      const untranslated = keys.filter((key) => !Object.hasOwn(given, key));
      for (const key of Object.keys(given).filter((key) => !keys.includes(key)))
        problems.push(
          `  - ${where} → ${list} → ${key}: no ${noun} has this key${
            untranslated.length
              ? closestKey(key, untranslated)
              : `, and every ${noun} is translated; remove it if its ${noun} is gone`
          }`,
        );
    }
    const jobs = content.cv.experience.map(jobKey);
    const untranslatedJobs = jobs.filter(
      (key) => !Object.hasOwn(translation.cv.experience ?? {}, key),
    );
    for (const key of Object.keys(translation.cv.experience ?? {}).filter(
      (key) => !jobs.includes(key),
    ))
      problems.push(
        `  - ${where} → cv → experience → ${key}: no job has this key${
          untranslatedJobs.length
            ? closestKey(key, untranslatedJobs)
            : ", and every job is translated; remove it if its job is gone"
        }`,
      );
    const spoken = content.cv.languages.map((language) => language.code);
    for (const code of Object.keys(translation.cv.languages ?? {}).filter(
      (code) => !spoken.includes(code),
    ))
      problems.push(
        `  - ${where} → cv → languages → ${code}: cv.ts lists no language of this code${closestKey(code, spoken)}`,
      );
    const lists = [
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
    throw new ContentError(`Translations (<code>/translation.ts):\n${problems.join("\n")}`);
}
