// What `npm run migrate-content` does to a translation: the courses and projects it gives as
// lists, paired with the owner's by place, become objects keyed by the entry each one translated
// (core/entry-key.ts). Only those two literals are rewritten, from their own elements' source
// text; every other character of the file stays as the owner wrote it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { entryKey } from "#core/entry-key.ts";

export const KEYED_LISTS = ["courses", "projects"] as const;
export type KeyedList = (typeof KEYED_LISTS)[number];

/** The owner's lists, whose keys the elements are paired with. */
export type OwnerLists = Record<KeyedList, ReadonlyArray<{ id?: string; title: string }>>;

export type Migration = {
  /** The file's text after the migration; the same text when there was nothing to do. */
  text: string;
  /** What changed, a line each, for the owner to read over. */
  changes: string[];
  /** Lists left as they were, and why. */
  problems: string[];
};

const NOUN: Record<KeyedList, string> = { courses: "course", projects: "project" };

/** A property name as Biome writes it: bare where it may be, quoted where it must be. */
const propertyName = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

function nameOf(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/** A translation's own object: the literal with a `code`, as `translationSchema` wants. */
const isTranslation = (node: ts.Node): node is ts.ObjectLiteralExpression =>
  ts.isObjectLiteralExpression(node) && node.properties.some((p) => nameOf(p) === "code");

/** An element's string field, as the owner will recognise the entry by: its title. */
function titleOf(element: ts.Expression): string | undefined {
  if (!ts.isObjectLiteralExpression(element)) return undefined;
  const title = element.properties.find((p) => nameOf(p) === "title");
  return title && ts.isPropertyAssignment(title) && ts.isStringLiteralLike(title.initializer)
    ? title.initializer.text
    : undefined;
}

/** Where the entry's keys cannot pair elements with entries: two of one key, or none. */
function unusableKeys(list: KeyedList, keys: string[]): string | undefined {
  const empty = keys.indexOf("");
  if (empty !== -1)
    return `${list} #${empty + 1} has no key (its title has no letter a–z or digit); give it an id in ${list}.ts and run this again`;
  const twice = keys.findIndex((key, i) => keys.indexOf(key) !== i);
  if (twice !== -1)
    return `${list} #${keys.indexOf(keys[twice] ?? "") + 1} and #${twice + 1} have one key, "${keys[twice]}"; give one of them an id in ${list}.ts and run this again`;
  return undefined;
}

/**
 * The translation file's text with its `courses` and `projects` lists keyed: element i becomes
 * the property of the key of entry i of the owner's list; an empty `{}` translated nothing and
 * goes. A list that cannot be paired (more elements than entries, a spread, entries without a
 * key of their own) stays as it was, named in `problems`.
 */
export function migrateTranslation(source: string, lists: OwnerLists): Migration {
  const file = ts.createSourceFile("translation.ts", source, ts.ScriptTarget.Latest, true);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const changes: string[] = [];
  const problems: string[] = [];

  const lineIndent = (position: number) => {
    const lineStart = source.lastIndexOf("\n", position - 1) + 1;
    return /^[ \t]*/.exec(source.slice(lineStart))?.[0] ?? "";
  };
  const comments = (ranges: ts.CommentRange[] | undefined) =>
    (ranges ?? []).map((range) => source.slice(range.pos, range.end));

  function migrateList(list: KeyedList, property: ts.PropertyAssignment) {
    const array = property.initializer;
    if (!ts.isArrayLiteralExpression(array)) return;
    const keys = lists[list].map(entryKey);
    const elements = [...array.elements];
    const unusable =
      elements.find((element) => !ts.isObjectLiteralExpression(element)) !== undefined
        ? `${list}: only entries written as { … } can be keyed`
        : elements.length > keys.length
          ? `${list}: ${elements.length} entries, but ${list}.ts has ${keys.length}; remove the ones that translate nothing and run this again`
          : unusableKeys(list, keys);
    if (unusable) {
      problems.push(unusable);
      return;
    }

    // Each element with the comments above it and any after its comma on the same line; the
    // comments above the closing bracket come last. Comments of an element that goes stay.
    const lines: string[] = [];
    const paired: string[] = [];
    const dropped: string[] = [];
    let after = array.elements.pos;
    for (const [i, element] of elements.entries()) {
      lines.push(...comments(ts.getLeadingCommentRanges(source, element.pos)));
      const next = source.slice(element.end).match(/^\s*,/);
      after = element.end + (next?.[0].length ?? 0);
      const trailing = comments(ts.getTrailingCommentRanges(source, after)).join(" ");
      const key = keys[i] ?? "";
      const title = titleOf(element);
      if (ts.isObjectLiteralExpression(element) && element.properties.length === 0) {
        dropped.push(`#${i + 1}`);
        if (trailing) lines.push(trailing);
        continue;
      }
      lines.push(
        `${propertyName(key)}: ${element.getText(file)},${trailing ? ` ${trailing}` : ""}`,
      );
      paired.push(`    #${i + 1}${title ? ` "${title}"` : ""} → ${key}`);
    }
    lines.push(...comments(ts.getLeadingCommentRanges(source, after)));

    let text: string;
    if (lines.length === 0) text = "{}";
    else {
      const multiline = source.slice(array.getStart(file), array.end).includes("\n");
      const outer = lineIndent(property.getStart(file));
      const inner =
        multiline && elements[0] ? lineIndent(elements[0].getStart(file)) : `${outer}  `;
      text = `{\n${lines.map((line) => `${inner}${line}`).join("\n")}\n${outer}}`;
    }
    edits.push({ start: array.getStart(file), end: array.end, text });
    changes.push(`  ${list}: each by the key of the ${NOUN[list]} at its place`, ...paired);
    if (dropped.length)
      changes.push(`    dropped, as they translated nothing ({}): ${dropped.join(", ")}`);
  }

  const visit = (node: ts.Node) => {
    if (isTranslation(node))
      for (const property of node.properties) {
        const name = nameOf(property);
        if (ts.isPropertyAssignment(property) && (name === "courses" || name === "projects"))
          migrateList(name, property);
      }
    ts.forEachChild(node, visit);
  };
  visit(file);

  let text = source;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return { text, changes, problems };
}

/** The translation files of a content folder: `<code>/translation.ts`, one per language. */
export function translationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name, "translation.ts"))
    .filter((path) => existsSync(path))
    .sort();
}

/** Migrates every translation file of `dir` in place; returns what each file went through. */
export function migrateContentFolder(
  dir: string,
  lists: OwnerLists,
): Array<Migration & { file: string }> {
  return translationFiles(dir).map((file) => {
    const source = readFileSync(file, "utf8");
    const migration = migrateTranslation(source, lists);
    if (migration.text !== source) writeFileSync(file, migration.text);
    return { file, ...migration };
  });
}
