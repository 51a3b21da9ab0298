// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { translationSchema } from "#core/schema.ts";
import { migrateContentFolder, migrateTranslation, type OwnerLists } from "./migrate-translations";

// An owner's lists and a translation in the old form, of this test's own: what the migration
// does does not depend on the content in the repository.
const lists: OwnerLists = {
  courses: [
    { title: "Engines" },
    { id: "notes", title: "Notes on the Engine" },
    { title: "Bernoulli Numbers" },
  ],
  projects: [{ title: "Note G" }, { title: "Loom Cards" }],
};

const before = `import type { Translation } from "#core/schema.ts";

// Ada's site in German.
export const de: Translation = {
  code: "de",
  texts: { courses: "Kurse", projects: "Projekte" },
  profile: {
    contacts: [{ title: "Telefon" }, {}],
  },
  // The schools keep their names.
  courses: [
    {
      position: "Analytikerin",
      title: "Maschinen", // as in the lecture
    },
    {},
    // The numbers keep their name.
    { title: "Bernoulli-Zahlen" },
  ],
  projects: [{}, { technology: "Lochkarten" }],
};
`;

const after = `import type { Translation } from "#core/schema.ts";

// Ada's site in German.
export const de: Translation = {
  code: "de",
  texts: { courses: "Kurse", projects: "Projekte" },
  profile: {
    contacts: [{ title: "Telefon" }, {}],
  },
  // The schools keep their names.
  courses: {
    engines: {
      position: "Analytikerin",
      title: "Maschinen", // as in the lecture
    },
    // The numbers keep their name.
    "bernoulli-numbers": { title: "Bernoulli-Zahlen" },
  },
  projects: {
    "loom-cards": { technology: "Lochkarten" },
  },
};
`;

describe("npm run migrate-content on a translation file", () => {
  it("keys each course and project by the entry at its place, and keeps every other character", () => {
    const { text, changes, problems } = migrateTranslation(before, lists);
    expect(text).toBe(after);
    expect(problems).toEqual([]);
    expect(changes).toEqual([
      "  courses: each by the key of the course at its place",
      '    #1 "Maschinen" → engines',
      '    #3 "Bernoulli-Zahlen" → bernoulli-numbers',
      "    dropped, as they translated nothing ({}): #2",
      "  projects: each by the key of the project at its place",
      "    #2 → loom-cards",
      "    dropped, as they translated nothing ({}): #1",
    ]);
  });

  it("changes nothing the second time, or in a file that is keyed already", () => {
    expect(migrateTranslation(after, lists)).toEqual({ text: after, changes: [], problems: [] });
  });

  it("leaves a list it cannot pair as it was, and says why", () => {
    const longer = before.replace("projects: [{}, ", "projects: [{}, {}, ");
    const { text, problems } = migrateTranslation(longer, lists);
    expect(text).toContain("projects: [{}, {}, { technology");
    expect(text).toContain("engines: {");
    expect(problems).toEqual([
      "projects: 3 entries, but projects.ts has 2; remove the ones that translate nothing and run this again",
    ]);

    const twice = {
      ...lists,
      courses: [{ title: "Engines" }, { title: "engines" }, { title: "B" }],
    };
    expect(migrateTranslation(before, twice).problems).toContain(
      'courses #1 and #2 have one key, "engines"; give one of them an id in courses.ts and run this again',
    );
  });

  it("keeps a comment on the opening bracket's line and one between an entry and its comma", () => {
    const commented = before
      .replace("courses: [\n", "courses: [ // as on the certificates\n")
      .replace(
        '{ title: "Bernoulli-Zahlen" },',
        '{ title: "Bernoulli-Zahlen" } /* 1713 */, // Jakob',
      );
    expect(migrateTranslation(commented, lists).text).toBe(
      after
        .replace("courses: {\n", "courses: {\n    // as on the certificates\n")
        .replace(
          '{ title: "Bernoulli-Zahlen" },',
          '{ title: "Bernoulli-Zahlen" }, /* 1713 */ // Jakob',
        ),
    );
  });

  it("leaves a file that does not parse as it was, and says where it stops", () => {
    const broken = before.replace(
      '{ title: "Bernoulli-Zahlen" },',
      '{ title: "Bernoulli-Zahlen" ;',
    );
    const { text, changes, problems } = migrateTranslation(broken, lists);
    expect(text).toBe(broken);
    expect(changes).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^not read as TypeScript, so nothing in it was changed: .+ \(18:\d+\)$/,
      ),
    ]);
  });

  it("rewrites each language's file of a content folder in place, into what the schema reads", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrate-content-"));
    mkdirSync(join(dir, "de"));
    mkdirSync(join(dir, "images"));
    const file = join(dir, "de", "translation.ts");
    writeFileSync(file, before);

    const [result, ...others] = migrateContentFolder(dir, lists);
    expect(others).toEqual([]);
    expect(result?.file).toBe(file);
    expect(readFileSync(file, "utf8")).toBe(after);

    const { de } = await import(pathToFileURL(file).href);
    const german = translationSchema.parse(de);
    expect(Object.keys(german.courses)).toEqual(["engines", "bernoulli-numbers"]);
    expect(german.courses["bernoulli-numbers"]?.title).toBe("Bernoulli-Zahlen");
    expect(german.projects).toEqual({ "loom-cards": { technology: "Lochkarten" } });

    expect(migrateContentFolder(dir, lists)[0]?.changes).toEqual([]);
    expect(readFileSync(file, "utf8")).toBe(after);
  });
});
