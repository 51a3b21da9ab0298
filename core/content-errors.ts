import { closest, distance } from "fastest-levenshtein";
import { z } from "zod";
import { contentDir as contentFolder } from "#content/dir.ts";
import { entryKey, KEY_PATTERN } from "./entry-key.ts";
import { type Content, ContentError, contentSchema } from "./schema.ts";

// The content's errors, worded for an owner the same way for the data files and for a post's
// front matter: which file or entry (counted from 1, named by its title) and which field, a
// missing field as "required", and for a misspelt field the one that was meant.

/**
 * Names an entry the way an owner finds it in the file, counting from 1 as people do:
 * `courses #3 "Testing JavaScript" → href`.
 */
function describeEntry(
  raw: unknown,
  path: PropertyKey[],
  where?: string | ((path: PropertyKey[]) => string | undefined),
): string {
  const segments: string[] = [];
  let node: unknown = raw;
  for (const key of path) {
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key as never];
    if (typeof key === "number" && segments.length > 0) {
      const label = entryLabel(node);
      segments[segments.length - 1] += ` #${key + 1}${label ? ` "${label}"` : ""}`;
    } else {
      segments.push(String(key));
    }
  }
  const file = typeof where === "function" ? where(path) : where;
  if (file) segments.unshift(file);
  return segments.join(" → ") || "(content)";
}

/** The first field that tells an entry apart, even when its title is the empty one. */
function entryLabel(entry: unknown): string | undefined {
  if (typeof entry !== "object" || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  for (const key of [
    "code",
    "title",
    "label",
    "name",
    "position",
    "role",
    "school",
    "organisation",
    "technology",
    "href",
  ]) {
    const value = record[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return undefined;
}

/** The known field an unknown one was most likely meant to be, if it is close enough. */
function suggestion(key: string, known: string[]): string {
  if (known.length === 0) return "";
  const match = closest(key, known);
  return distance(key, match) <= Math.max(2, Math.floor(key.length / 3))
    ? ` (did you mean "${match}"?)`
    : ` (the fields here are ${known.map((k) => `"${k}"`).join(", ")})`;
}

/** The fields the schema knows at a path, for naming what an unknown field was meant to be. */
function knownFields(root: z.ZodType, raw: unknown, path: PropertyKey[]): string[] {
  let schema: z.ZodType | undefined = root;
  let node: unknown = raw;
  for (const key of path) {
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key as never];
    schema = schema && childSchema(schema, key);
  }
  return shapeOf(schema, node);
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { unwrap?: () => z.ZodType };
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = (current as unknown as { unwrap: () => z.ZodType }).unwrap() as typeof current;
  }
  return current;
}

function childSchema(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return inner.element as z.ZodType;
  if (inner instanceof z.ZodRecord) return inner.valueType as z.ZodType;
  if (inner instanceof z.ZodObject) return (inner.shape as Record<string, z.ZodType>)[String(key)];
  return inner;
}

function shapeOf(schema: z.ZodType | undefined, node: unknown): string[] {
  if (!schema) return [];
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return Object.keys(inner.shape);
  if (inner instanceof z.ZodDiscriminatedUnion) {
    const kind = (node as Record<string, unknown> | undefined)?.kind;
    for (const option of inner.options as z.ZodType[]) {
      const keys = shapeOf(option, node);
      const literal = (unwrap(option) as z.ZodObject).shape.kind as z.ZodLiteral | undefined;
      if (literal?.value === kind) return keys;
    }
  }
  return [];
}

/**
 * The key an unknown one was most likely meant to be: the closest of `known`, always, since a key
 * is a name the owner chose and a far one is still the best lead.
 */
export const closestKey = (key: string, known: string[]): string =>
  known.length ? ` (did you mean "${closest(key, known)}"?)` : "";

/**
 * Validates `raw` against `schema` and throws one ContentError, headed by `heading`, that lists
 * every problem by entry and field (each after `where`, the file, when given).
 */
export function parseOrExplain<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  {
    heading,
    where,
    more = [],
  }: {
    heading: string;
    /** The file, or what names the file of a problem from its path. */
    where?: string | ((path: PropertyKey[]) => string | undefined);
    more?: string[];
  },
): z.output<S> {
  // Zod's own words for a missing field name the type that was expected, not the mistake.
  const result = schema.safeParse(raw, {
    error: (issue) => (issue.input === undefined ? "required" : undefined),
  });
  const lines = (result.error?.issues ?? []).flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      const known = knownFields(schema, raw, issue.path);
      return issue.keys.map(
        (key) =>
          `  - ${describeEntry(raw, [...issue.path, key], where)}: unknown field${suggestion(key, known)}`,
      );
    }
    return [`  - ${describeEntry(raw, issue.path, where)}: ${issue.message}`];
  });
  lines.push(...more);
  if (result.success && lines.length === 0) return result.data;
  throw new ContentError(`${heading}\n${lines.join("\n")}`);
}

/**
 * Two projects that name one write-up would ask for one page twice: a problem of the later
 * entry, naming the earlier one.
 */
function sharedWriteUps(raw: unknown): string[] {
  const projects = (raw as { projects?: unknown } | null)?.projects;
  if (!Array.isArray(projects)) return [];
  const first = new Map<string, number>();
  return projects.flatMap((project: unknown, i) => {
    const file = (project as { writeUp?: unknown } | null)?.writeUp;
    if (typeof file !== "string") return [];
    const earlier = first.get(file);
    if (earlier === undefined) {
      first.set(file, i);
      return [];
    }
    const entry = describeEntry(raw, ["projects", i, "writeUp"], contentFileOf(raw));
    return [
      `  - ${entry}: ${file} is also the write-up of ${describeEntry(raw, ["projects", earlier])}; give each project its own file`,
    ];
  });
}

/**
 * Each course, project and job is named by its key (core/entry-key.ts): a translation's entry, a
 * project's anchor on /projects. Two courses or projects of one key are ambiguous in any site, of
 * one language too (a copied course, its title unchanged): a problem of the later entry, naming
 * the earlier one and an `id` to give it. A job's key, and a title with no letter to make a key
 * from, matter only with a second language, whose translation must name the entry; a site of one
 * language is asked for none.
 */
function entriesWithoutKeys(raw: unknown): string[] {
  const record = raw as { translations?: unknown; cv?: { experience?: unknown } } | null;
  const translated = Array.isArray(record?.translations) && record.translations.length > 0;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const title = (entry: Record<string, unknown>) => text(entry.title);
  // Each list, where in the content it is, and the text its entries' keys are made from.
  type List = [
    path: PropertyKey[],
    noun: string,
    entries: unknown,
    made: (entry: Record<string, unknown>) => string | undefined,
  ];
  // Each list, where in the content it is, and the text its entries' keys are made from.
  const lists: List[] = [
    [["courses"], "course", (raw as Record<string, unknown> | null)?.courses, title],
    [["projects"], "project", (raw as Record<string, unknown> | null)?.projects, title],
  ];
  if (translated)
    lists.push([
      ["cv", "experience"],
      "job",
      record?.cv?.experience,
      (entry) => {
        const role = text(entry.role);
        const organisation = text(entry.organisation);
        return role === undefined || organisation === undefined
          ? undefined
          : `${role} ${organisation}`;
      },
    ]);
  return lists.flatMap(([path, noun, entries, made]) => {
    if (!Array.isArray(entries)) return [];
    const keys = entries.map((entry: unknown) => {
      const fields = (entry ?? {}) as Record<string, unknown>;
      const { id } = fields;
      // A wrong id or a missing title is the schema's to name.
      if (id !== undefined) return typeof id === "string" && KEY_PATTERN.test(id) ? id : null;
      const from = made(fields);
      return from === undefined ? null : entryKey({ title: from });
    });
    const taken = new Set(keys);
    const freeId = (base: string) => {
      let id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      taken.add(id);
      return id;
    };
    const from = noun === "job" ? "role and organisation have" : "title has";
    return keys.flatMap((key, i) => {
      if (key === null) return [];
      const entry = describeEntry(raw, [...path, i], contentFileOf(raw));
      if (key === "")
        return translated
          ? [
              `  - ${entry}: its ${from} no letter a–z or digit to make its key from; give it an id, such as id: "${freeId(`${noun}-${i + 1}`)}", for a translation to name it by`,
            ]
          : [];
      const first = keys.indexOf(key);
      if (first === i) return [];
      return [
        `  - ${entry}: its key "${key}" is also the key of ${describeEntry(raw, [...path, first])}; give one of them an id, such as id: "${freeId(key)}", for ${translated ? "a translation" : "the site"} to tell them apart`,
      ];
    });
  });
}

/** A language listed twice in cv.ts: a problem of the later entry, naming the earlier one. */
function spokenTwice(raw: unknown): string[] {
  const spoken = (raw as { cv?: { languages?: unknown } } | null)?.cv?.languages;
  if (!Array.isArray(spoken)) return [];
  const codes = spoken.map((language: unknown) => (language as { code?: unknown } | null)?.code);
  return codes.flatMap((code, i) => {
    const first = codes.indexOf(code);
    return typeof code !== "string" || first === i
      ? []
      : [
          `  - ${describeEntry(raw, ["cv", "languages", i], contentFileOf(raw))}: ${code} is also ${describeEntry(raw, ["cv", "languages", first])}; list each language once`,
        ];
  });
}

const CONTENT_PROBLEMS = `Content in ${contentFolder}/ has problems:`;

/** The file of the owner's content a problem at `path` is in: "content/courses.ts". */
const contentFileOf =
  (raw: unknown) =>
  ([part, index]: PropertyKey[]): string | undefined => {
    if (part === "translations") {
      const code = (raw as { translations?: { code?: unknown }[] } | null)?.translations?.[
        Number(index)
      ]?.code;
      return `${contentFolder}/${typeof code === "string" ? `${code}/translation.ts` : "languages.ts"}`;
    }
    return typeof part === "string" &&
      ["site", "profile", "courses", "projects", "cv"].includes(part)
      ? `${contentFolder}/${part}.ts`
      : undefined;
  };

/** Validates raw content and throws one error that lists every problem by entry and field. */
export function parseContent(raw: unknown): Content {
  return parseOrExplain(contentSchema, raw, {
    heading: CONTENT_PROBLEMS,
    where: contentFileOf(raw),
    more: [...sharedWriteUps(raw), ...entriesWithoutKeys(raw), ...spokenTwice(raw)],
  });
}

/**
 * The one problem the route list cannot be made with (core/published.ts): two projects
 * that name one write-up, as parseContent words it.
 */
export function checkWriteUpsApart(raw: { projects: unknown }): void {
  const lines = sharedWriteUps(raw);
  if (lines.length) throw new ContentError(`${CONTENT_PROBLEMS}\n${lines.join("\n")}`);
}
