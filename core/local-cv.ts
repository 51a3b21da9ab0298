import { cv as ownCv } from "#content/cv.ts";
import { jobKey } from "./entry-key.ts";
import { defaultLanguage, translationOf } from "./languages.ts";
import type { Cv, Job, Paper, Translation } from "./schema.ts";

// content/cv.ts in one language: each job's texts the translation gives (found by the job's key,
// core/entry-key.ts), each spoken language named in the page's language, its level as the
// translation words it. A job the translation leaves out carries the site's language as `lang`.

export type LocalJob = Job & { key: string; lines: string[]; lang?: string | undefined };
export type LocalSpoken = {
  code: string;
  /** The language's name in the page's language: "German", "Deutsch". */
  name: string;
  level?: string | undefined;
  /** The site's language, for a level the translation leaves out. */
  levelLang?: string | undefined;
};
export type LocalCv = { experience: LocalJob[]; languages: LocalSpoken[]; paper?: Paper };

const keyed = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** A language's name as a list of languages writes it: "English", "anglais" → "Anglais". */
export function languageName(code: string, language: string): string {
  let names = namers.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "language", fallback: "code" });
    namers.set(language, names);
  }
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
const namers = new Map<string, Intl.DisplayNames>();

/** The CV's own entries in `language`, from `cv` and its `translation` (the owner's by default). */
export function localCv(
  language: string,
  cv: Cv = ownCv,
  translation: Translation | undefined = translationOf(language),
): LocalCv {
  const fallback = translation ? defaultLanguage : undefined;
  const own = translation?.cv;
  return {
    experience: (cv.experience ?? []).map((job) => {
      const key = jobKey(job);
      const text = keyed(own?.experience, key);
      const lines = job.lines ?? [];
      return text
        ? { ...job, ...text, key, lines: text.lines ?? lines }
        : { ...job, key, lines, lang: fallback };
    }),
    languages: (cv.languages ?? []).map(({ code, level }) => {
      const translated = keyed(own?.languages, code)?.level;
      return {
        code,
        name: languageName(code, language),
        level: translated ?? level,
        levelLang: translated === undefined && level !== undefined ? fallback : undefined,
      };
    }),
    ...(cv.paper ? { paper: cv.paper } : {}),
  };
}

const made = new Map<string, LocalCv>();

/** The owner's CV entries in a language, made once. */
export function cvIn(language: string): LocalCv {
  let local = made.get(language);
  if (!local) {
    local = localCv(language);
    made.set(language, local);
  }
  return local;
}
