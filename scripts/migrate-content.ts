// `npm run migrate-content`: brings the content folder's translations up to the form the site
// reads now. Courses and projects were translated by their place in the owner's lists; they are
// now named by each entry's key, so that reordering a list moves no translation onto another
// entry. Each `<code>/translation.ts` is rewritten in place; run it again and nothing changes.
import { relative } from "node:path";
import { courses } from "#content/courses.ts";
import { projects } from "#content/projects.ts";
import { contentFolder, contentPath } from "#core/content-dir.ts";
import { parseCommand } from "./lib/cli.ts";

parseCommand({
  usage: "npm run migrate-content --",
  about: `Rewrites the translations in ${contentFolder}/<code>/translation.ts whose courses or projects are lists paired by place: each becomes an object keyed by the key (id, or title slug) of the entry at that place in your courses.ts and projects.ts. Run it before you reorder or remove an entry. It prints what it changed, and changes nothing that is keyed already.`,
  options: {},
});

// Babel's parser is loaded only now: --help and a wrong option answer without it.
const { migrateContentFolder } = await import("./lib/migrate-translations.ts");
const results = migrateContentFolder(contentPath(), { courses, projects });
const changed = results.filter((result) => result.changes.length > 0);
for (const { file, changes, problems } of results) {
  if (changes.length === 0 && problems.length === 0) continue;
  console.log(relative(process.cwd(), file));
  for (const line of changes) console.log(line);
  for (const line of problems) console.error(`${relative(process.cwd(), file)} → ${line}`);
}
if (changed.length === 0 && results.every((result) => result.problems.length === 0))
  console.log(
    `Nothing to migrate: the translations in ${contentFolder}/ name their courses and projects by key.`,
  );
else if (changed.length > 0)
  console.log(
    "\nEach translation above now names the entry that was at its place. Read the pairs over: a list reordered before this ran was paired by its new order.",
  );
if (results.some((result) => result.problems.length > 0)) process.exitCode = 1;
