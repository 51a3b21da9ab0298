// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "./content-check.ts";
import { parseContent } from "./content-errors.ts";
import { jobKey } from "./entry-key.ts";
import { languageName, localCv } from "./local-cv.ts";
import type { Cv, Translation } from "./schema.ts";

/** Content of its own, so these tests hold whatever an owner puts in content/. */
const sample = (cv?: unknown, translations: unknown[] = []) => ({
  site: { url: "https://ada.example" },
  profile: {
    name: "Ada Lovelace",
    initials: "AL",
    position: "Analyst",
    technologies: ["Punched cards"],
    description: ["I write programs."],
    avatar: { file: "ada.png", alt: "Ada at her desk" },
    contacts: [
      { kind: "email", title: "Email", body: "ada@example.com", href: "mailto:ada@example.com" },
    ],
    socials: [],
  },
  courses: [],
  projects: [],
  ...(cv === undefined ? {} : { cv }),
  translations,
});

const jobs = () => [
  {
    role: "Analyst",
    organisation: "Analytical Engine",
    href: "https://engine.example",
    start: "1842-10",
    end: "1843-09",
    lines: ["Wrote the first program.", "Translated Menabrea's paper."],
  },
  { role: "Writer", organisation: "Taylor's Memoirs", start: "1843" },
];

/** The message the content check gives `raw`, or "" when it passes. */
function problemsOf(raw: unknown): string {
  const images = mkdtempSync(join(tmpdir(), "cv-content-"));
  writeFileSync(join(images, "ada.png"), "");
  try {
    checkContent(raw, images);
  } catch (error) {
    return (error as Error).message;
  }
  return "";
}

describe("content/cv.ts: the jobs and languages only the CV shows", () => {
  it("may be left out, or list nothing: a profile without its own CV address passes too", () => {
    expect(parseContent(sample()).cv).toEqual({ experience: [], languages: [] });
    expect(parseContent(sample({})).cv).toEqual({ experience: [], languages: [] });
    expect(parseContent(sample()).profile.cv).toBeUndefined();
  });

  it("takes jobs with their months, and languages by their codes", () => {
    const cv = parseContent(
      sample({ experience: jobs(), languages: [{ code: "en", level: "Native" }], paper: "a4" }),
    ).cv;
    expect(cv.experience.map((job) => [job.role, job.start, job.end])).toEqual([
      ["Analyst", "1842-10", "1843-09"],
      ["Writer", "1843", undefined],
    ]);
    expect(cv.experience[1]?.lines).toEqual([]);
    expect(cv.languages).toEqual([{ code: "en", level: "Native" }]);
  });

  it.each<[what: string, cv: unknown, message: string]>([
    [
      "a job that ends before it starts",
      { experience: [{ ...jobs()[0], end: "1841-12" }] },
      'cv → experience #1 "Analyst" → end: must not be before the job\'s start, 1842-10',
    ],
    [
      "a month that is none",
      { experience: [{ ...jobs()[0], start: "1842-13" }] },
      'cv → experience #1 "Analyst" → start: must be a month such as 2023-04, or a year such as 2023',
    ],
    [
      "a missing role",
      { experience: [{ organisation: "Analytical Engine", start: "1842" }] },
      'cv → experience #1 "Analytical Engine" → role: required',
    ],
    [
      "a misspelt field",
      { experience: [{ ...jobs()[0], organization: "Engine" }] },
      'cv → experience #1 "Analyst" → organization: unknown field (did you mean "organisation"?)',
    ],
    [
      "an organisation's link that is not https",
      { experience: [{ ...jobs()[0], href: "http://engine.example" }] },
      'cv → experience #1 "Analyst" → href: must be an https:// link',
    ],
    [
      "a language code that is none",
      { languages: [{ code: "English" }] },
      'cv → languages #1 "English" → code: must be a language code such as de, pt-BR or zh-Hant',
    ],
    [
      "a language listed twice",
      { languages: [{ code: "en" }, { code: "fr" }, { code: "en", level: "Native" }] },
      'cv → languages #3 "en": en is also cv → languages #1 "en"; list each language once',
    ],
    ["a paper the CV has not", { paper: "A5" }, 'cv → paper: must be "a4" or "letter"'],
  ])("%s fails with the entry and the field", (_what, cv, message) => {
    expect(problemsOf(sample(cv))).toContain(message);
  });

  it("a job's key is its id, else its role and organisation as a slug", () => {
    expect(jobKey({ role: "Analyst", organisation: "Analytical Engine" })).toBe(
      "analyst-analytical-engine",
    );
    expect(jobKey({ id: "engine", role: "Analyst", organisation: "Analytical Engine" })).toBe(
      "engine",
    );
  });
});

describe("a translation names each job by its key and each language by its code", () => {
  const german = (given: unknown) =>
    sample({ experience: jobs(), languages: [{ code: "en" }] }, [{ code: "de", cv: given }]);

  it("passes when every key names a job and every code a language", () => {
    expect(
      problemsOf(
        german({
          experience: { "analyst-analytical-engine": { role: "Analytikerin" } },
          languages: { en: { level: "Muttersprache" } },
        }),
      ),
    ).toBe("");
  });

  it("a key that names no job, with the one it was likely meant for", () => {
    expect(problemsOf(german({ experience: { "analyst-analytic-engine": {} } }))).toContain(
      'translations #1 "de" → cv → experience → analyst-analytic-engine: no job has this key (did you mean "analyst-analytical-engine"?)',
    );
  });

  it("a code cv.ts does not list", () => {
    expect(problemsOf(german({ languages: { fr: { level: "Gut" } } }))).toContain(
      'translations #1 "de" → cv → languages → fr: cv.ts lists no language of this code (did you mean "en"?)',
    );
  });

  it("a misspelt field of a job, with the field that was meant", () => {
    expect(
      problemsOf(
        german({ experience: { "analyst-analytical-engine": { rolle: "Analytikerin" } } }),
      ),
    ).toContain(
      'translations #1 "de" → cv → experience → analyst-analytical-engine → rolle: unknown field (did you mean "role"?)',
    );
  });

  it("two jobs of one key, with an id to tell them apart", () => {
    const raw = sample({ experience: [jobs()[0], { ...jobs()[0], start: "1844" }] }, [
      { code: "de" },
    ]);
    expect(problemsOf(raw)).toContain(
      'cv → experience #2 "Analyst": its key "analyst-analytical-engine" is also the key of cv → experience #1 "Analyst"; give one of them an id, such as id: "analyst-analytical-engine-2", for a translation to tell them apart',
    );
  });
});

describe("the CV's entries in a language", () => {
  const cv: Cv = {
    experience: jobs(),
    languages: [{ code: "en", level: "Native" }, { code: "de" }, { code: "cs", level: "B1" }],
  };
  const de: Translation = {
    code: "de",
    cv: {
      experience: { "analyst-analytical-engine": { role: "Analytikerin", lines: ["Schrieb."] } },
      languages: { en: { level: "Muttersprache" } },
    },
  };

  it("takes what the translation gives, by key, and marks what it leaves in the site's language", () => {
    const local = localCv("de", cv, de);
    expect(local.experience.map((job) => [job.role, job.lines, job.lang])).toEqual([
      ["Analytikerin", ["Schrieb."], undefined],
      ["Writer", [], "en"],
    ]);
    expect(local.languages).toEqual([
      { code: "en", name: "Englisch", level: "Muttersprache", levelLang: undefined },
      { code: "de", name: "Deutsch", level: undefined, levelLang: undefined },
      { code: "cs", name: "Tschechisch", level: "B1", levelLang: "en" },
    ]);
  });

  it("names each language in the page's language, capitalised as a list item", () => {
    expect(languageName("fr", "en")).toBe("French");
    expect(languageName("en", "fr")).toBe("Anglais");
    expect(languageName("pt-BR", "en")).toBe("Brazilian Portuguese");
  });

  it("in the site's own language, as written", () => {
    const local = localCv("en", cv, undefined);
    expect(local.experience[0]?.role).toBe("Analyst");
    expect(local.experience[0]?.lang).toBeUndefined();
    expect(local.languages[0]).toEqual({
      code: "en",
      name: "English",
      level: "Native",
      levelLang: undefined,
    });
  });
});
