// @vitest-environment node
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { languages, localePath } from "#core/languages.ts";
import { contentIn } from "#core/local-content.ts";
import { cvIn } from "#core/local-cv.ts";
import { resolveSiteUrl } from "../build-settings.ts";
import { resumeJsonIn } from "./cv-files.ts";
import { JSON_RESUME_SCHEMA } from "./json-resume.ts";

// JSON Resume's own schema and validator (@jsonresume/schema), for every language of the
// owner's content: the file validates, and every field it writes is one the schema names, so a
// theme or tool of that ecosystem reads all of it.
const { validate, schema } = createRequire(import.meta.url)("@jsonresume/schema") as {
  validate(resume: unknown, done: (errors: unknown, valid: boolean) => void): void;
  schema: JsonSchema;
};
type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  $ref?: string;
};

/** Each field of `value` the schema does not name, by its path. */
function unnamed(value: unknown, at: JsonSchema, path = ""): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => unnamed(item, at.items ?? {}, `${path}[${index}]`));
  if (typeof value !== "object" || value === null || !at.properties) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const named = at.properties?.[key];
    return named ? unnamed(field, named, `${path}.${key}`) : [`${path}.${key}`];
  });
}

/** The validator's errors for `resume`, or null when it is valid. */
const errorsOf = (resume: unknown) =>
  new Promise((resolve) => validate(resume, (found, valid) => resolve(valid ? null : found)));

it("the schema's validator and the check of fields refuse what JSON Resume does not describe", async () => {
  expect(await errorsOf({ work: [{ startDate: "last spring" }] })).not.toBeNull();
  expect(unnamed({ basics: { name: "Ada", nickname: "A" } }, schema)).toEqual([".basics.nickname"]);
});

describe.each(languages)("/resume.json in %s", (language) => {
  const resume = JSON.parse(resumeJsonIn(language));

  it("validates against the JSON Resume schema, naming it", async () => {
    expect(await errorsOf(resume)).toBeNull();
    expect(resume.$schema).toBe(JSON_RESUME_SCHEMA);
    expect(unnamed(resume, schema)).toEqual([]);
  });

  it("says what the CV says, in the language", () => {
    const { profile, courses, projects } = contentIn(language);
    const cv = cvIn(language);
    expect(resume.basics).toMatchObject({ name: profile.name, label: profile.position });
    expect(resume.work.map((job: { position: string }) => job.position)).toEqual(
      cv.experience.map((job) => job.role),
    );
    expect(resume.certificates.map((course: { name: string }) => course.name)).toEqual(
      courses.map((course) => course.title),
    );
    expect(resume.projects.map((project: { url: string }) => project.url)).toEqual(
      projects.map((project) => project.href),
    );
    expect(resume.languages.map((spoken: { language: string }) => spoken.language)).toEqual(
      cv.languages.map((spoken) => spoken.name),
    );
    expect(resume.meta.canonical).toBe(
      `${resolveSiteUrl()}${localePath(language, "/resume.json")}`,
    );
  });
});
