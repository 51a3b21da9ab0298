// Project write-ups: Markdown files in <content>/write-ups/, named by a project's `writeUp`,
// read by the one reader (core/published.ts) and rendered while the build prerenders,
// like the posts, so no Markdown code reaches the browser.

import { contentDir } from "#content/dir.ts";
import { projects } from "#content/projects.ts";
import { defaultLanguage } from "#core/languages.ts";
import { languageDir, readWriteUp } from "#core/published.ts";
import { writeUpSlug } from "#core/write-up-slug.ts";
import { alertNamesIn } from "~/blog/alert-names";
import { footnoteNamesIn } from "~/blog/footnote-names";
import { picturesOf } from "~/blog/markdown-pictures.server";
import { renderOnce } from "~/blog/rendered.server";
import { zoomNamesIn } from "~/blog/zoom-link";
import { wordsIn } from "~/i18n/words";

const images = picturesOf("write-ups");

/**
 * The project whose write-up lives at /projects/<slug>, its index in the list and its HTML: in
 * the language asked for where <content>/<code>/write-ups/ has it, else in the site's own,
 * and then `lang` says so.
 */
export async function findWriteUp(slug: string | undefined, language = defaultLanguage) {
  const index = projects.findIndex((p) => p.writeUp && writeUpSlug(p.writeUp) === slug);
  const project = projects[index];
  if (!project?.writeUp) return undefined;
  const translated =
    language === defaultLanguage
      ? undefined
      : readWriteUp(project.writeUp, languageDir(language, "write-ups"));
  const source = translated ?? readWriteUp(project.writeUp);
  if (source === undefined) return undefined;
  const folder = translated === undefined ? contentDir : `${contentDir}/${language}`;
  const { html } = await renderOnce(source, {
    images,
    where: `${folder}/write-ups/${project.writeUp}`,
    zoomNames: zoomNamesIn(wordsIn(language)),
    footnoteNames: footnoteNamesIn(wordsIn(language)),
    alertNames: alertNamesIn(wordsIn(language)),
  });
  return { index, html, lang: translated === undefined ? defaultLanguage : language };
}
