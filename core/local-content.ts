import { courses } from "#content/courses.ts";
import { projects } from "#content/projects.ts";
import { defaultLanguage, translationOf } from "./languages.ts";
import { type ProfileText, profileIn } from "./local-profile.ts";
import type { Course, Profile, Project } from "./schema.ts";

// The owner's content in one language: each text the translation gives, the site's own for the
// rest. An entry the translation leaves out carries the site's language as `lang`, for the
// element that shows it, so a screen reader reads it in its own language.

type Marked<T> = T & { lang?: string };

export type LocalContent = {
  profile: Profile;
  /** The `lang` for a field of the profile: the site's own where it is not translated. */
  profileLang(field: ProfileText): string | undefined;
  courses: Marked<Course>[];
  projects: Marked<Project>[];
};

const made = new Map<string, LocalContent>();

export function contentIn(language: string): LocalContent {
  const known = made.get(language);
  if (known) return known;
  const translation = translationOf(language);
  const fallback = translation ? defaultLanguage : undefined;
  const local: LocalContent = {
    ...profileIn(language),
    courses: courses.map((course, i) => {
      const text = translation?.courses?.[i];
      return text ? { ...course, ...text } : { ...course, lang: fallback };
    }),
    projects: projects.map((project, i) => {
      const text = translation?.projects?.[i];
      return text ? { ...project, ...text } : { ...project, lang: fallback };
    }),
  };
  made.set(language, local);
  return local;
}
