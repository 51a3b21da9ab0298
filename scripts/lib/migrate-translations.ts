// What `npm run migrate-content` does to a translation: the courses and projects it gives as
// lists, paired with the owner's by place, become objects keyed by the entry each one translated
// (core/entry-key.ts). Only those two literals are rewritten, from their own elements' source
// text; every other character of the file stays as the owner wrote it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@babel/parser";
import type { Comment, Node, ObjectExpression, ObjectProperty } from "@babel/types";
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

/** A property's name as written, `code` or `"code"`; none for a computed or numeric one. */
function nameOf(property: ObjectExpression["properties"][number]): string | undefined {
  if (property.type === "SpreadElement" || property.computed) return undefined;
  const key = property.key;
  if (key.type === "Identifier") return key.name;
  if (key.type === "StringLiteral") return key.value;
  return undefined;
}

/** A translation's own object: the literal with a `code`, as `translationSchema` wants. */
const isTranslation = (node: Node): node is ObjectExpression =>
  node.type === "ObjectExpression" && node.properties.some((p) => nameOf(p) === "code");

/** An element's string field, as the owner will recognise the entry by: its title. */
function titleOf(element: ObjectExpression): string | undefined {
  const title = element.properties.find((p) => nameOf(p) === "title");
  if (title?.type !== "ObjectProperty") return undefined;
  const value = title.value;
  if (value.type === "StringLiteral") return value.value;
  if (value.type === "TemplateLiteral" && value.expressions.length === 0)
    return value.quasis[0]?.value.cooked ?? undefined;
  return undefined;
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

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && "type" in value && typeof value.type === "string";

/** Every node under `node`, each after its parent. */
function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "extra") continue;
    const children: unknown[] = Array.isArray(value) ? value : [value];
    for (const child of children) if (isNode(child)) walk(child, visit);
  }
}

/** Where a node or comment starts and ends: optional in Babel's types, always set by a parse. */
type Span = { start?: number | null; end?: number | null };
const startOf = (span: Span) => span.start ?? 0;
const endOf = (span: Span) => span.end ?? 0;

/**
 * The translation file's text with its `courses` and `projects` lists keyed: element i becomes
 * the property of the key of entry i of the owner's list; an empty `{}` translated nothing and
 * goes. A list that cannot be paired (more elements than entries, a spread, entries without a
 * key of their own) stays as it was, named in `problems`; so does a file that does not parse.
 */
export function migrateTranslation(source: string, lists: OwnerLists): Migration {
  let file: ReturnType<typeof parse>;
  try {
    file = parse(source, {
      sourceType: "module",
      plugins: ["typescript"],
      attachComment: false,
      createParenthesizedExpressions: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      text: source,
      changes: [],
      problems: [`not read as TypeScript, so nothing in it was changed: ${reason}`],
    };
  }
  const allComments: Comment[] = file.comments ?? [];
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const changes: string[] = [];
  const problems: string[] = [];

  const lineIndent = (position: number) => {
    const lineStart = source.lastIndexOf("\n", position - 1) + 1;
    return /^[ \t]*/.exec(source.slice(lineStart))?.[0] ?? "";
  };
  /**
   * The comments between two tokens, split where a line first ends outside them: those on the
   * line where `from` is, and those on the lines below it.
   */
  const commentsBetween = (from: number, to: number) => {
    const sameLine: string[] = [];
    const below: string[] = [];
    let gapStart = from;
    let broken = false;
    for (const comment of allComments) {
      const [start, end] = [startOf(comment), endOf(comment)];
      if (start < from || end > to) continue;
      broken ||= /[\n\r\u2028\u2029]/.test(source.slice(gapStart, start));
      (broken ? below : sameLine).push(source.slice(start, end));
      gapStart = end;
    }
    return { sameLine, below };
  };

  function migrateList(list: KeyedList, property: ObjectProperty) {
    const array = property.value;
    if (array.type !== "ArrayExpression") return;
    const keys = lists[list].map(entryKey);
    const elements = array.elements.filter(
      (element): element is ObjectExpression => element?.type === "ObjectExpression",
    );
    const unusable =
      elements.length !== array.elements.length
        ? `${list}: only entries written as { … } can be keyed`
        : elements.length > keys.length
          ? `${list}: ${elements.length} entries, but ${list}.ts has ${keys.length}; remove the ones that translate nothing and run this again`
          : unusableKeys(list, keys);
    if (unusable) {
      problems.push(unusable);
      return;
    }

    // Each element with the comments above it and any after it on the line where it ends; the
    // comments above the closing bracket come last. Comments of an element that goes stay.
    const lines: string[] = [];
    const paired: string[] = [];
    const dropped: string[] = [];
    const closing = endOf(array) - 1;
    const opening = commentsBetween(
      startOf(array) + 1,
      elements[0] ? startOf(elements[0]) : closing,
    );
    lines.push(...opening.sameLine, ...opening.below);
    for (const [i, element] of elements.entries()) {
      const next = elements[i + 1];
      const { sameLine, below } = commentsBetween(endOf(element), next ? startOf(next) : closing);
      const trailing = sameLine.join(" ");
      const key = keys[i] ?? "";
      const title = titleOf(element);
      if (element.properties.length === 0) {
        dropped.push(`#${i + 1}`);
        if (trailing) lines.push(trailing);
      } else {
        const text = source.slice(startOf(element), endOf(element));
        lines.push(`${propertyName(key)}: ${text},${trailing ? ` ${trailing}` : ""}`);
        paired.push(`    #${i + 1}${title ? ` "${title}"` : ""} → ${key}`);
      }
      lines.push(...below);
    }

    let text: string;
    if (lines.length === 0) text = "{}";
    else {
      const multiline = source.slice(startOf(array), endOf(array)).includes("\n");
      const outer = lineIndent(startOf(property));
      const inner = multiline && elements[0] ? lineIndent(startOf(elements[0])) : `${outer}  `;
      text = `{\n${lines.map((line) => `${inner}${line}`).join("\n")}\n${outer}}`;
    }
    edits.push({ start: startOf(array), end: endOf(array), text });
    changes.push(`  ${list}: each by the key of the ${NOUN[list]} at its place`, ...paired);
    if (dropped.length)
      changes.push(`    dropped, as they translated nothing ({}): ${dropped.join(", ")}`);
  }

  walk(file.program, (node) => {
    if (isTranslation(node))
      for (const property of node.properties) {
        const name = nameOf(property);
        if (
          property.type === "ObjectProperty" &&
          !property.shorthand &&
          (name === "courses" || name === "projects")
        )
          migrateList(name, property);
      }
  });

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
