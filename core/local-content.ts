import { courses } from "#content/courses.ts";
import { projects } from "#content/projects.ts";
import { entryKey } from "./entry-key.ts";
import { defaultLanguage, translationOf } from "./languages.ts";
import { type ProfileText, profileIn } from "./local-profile.ts";
import type { Course, Profile, Project } from "./schema.ts";

// The owner's content in one language: each text the translation gives, the site's own for the
// rest. A course or project is found in the translation by its key (core/entry-key.ts), so it
// stays paired whatever the order of the owner's list. An entry the translation leaves out
// carries the site's language as `lang`, for the element that shows it, so a screen reader reads
// it in its own language.

export type Marked<T> = T & { lang?: string };

export type LocalContent = {
  profile: Profile;
  /** The `lang` for a field of the profile: the site's own where it is not translated. */
  profileLang(field: ProfileText): string | undefined;
  courses: Marked<Course>[];
  projects: Marked<Project>[];
};

/** The translation of the entry of `key`, never a property every object inherits ("constructor"). */
const keyed = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

const made = new Map<string, LocalContent>();

export function contentIn(language: string): LocalContent {
  const known = made.get(language);
  if (known) return known;
  const translation = translationOf(language);
  const fallback = translation ? defaultLanguage : undefined;
  const local: LocalContent = {
    ...profileIn(language),
    courses: courses.map((course) => {
      const text = keyed(translation?.courses, entryKey(course));
      return text ? { ...course, ...text } : { ...course, lang: fallback };
    }),
    projects: projects.map((project) => {
      const text = keyed(translation?.projects, entryKey(project));
      return text ? { ...project, ...text } : { ...project, lang: fallback };
    }),
  };
  made.set(language, local);
  return local;
}
