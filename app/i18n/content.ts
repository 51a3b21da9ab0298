import { courses } from "../content/courses.ts";
import { profile } from "../content/profile.ts";
import { projects } from "../content/projects.ts";
import type { Course, Profile, Project } from "../content/schema.ts";
import { defaultLanguage, translationOf } from "./languages.ts";

// The owner's content in one language: each text the translation gives, the site's own for the
// rest. An entry the translation leaves out carries the site's language as `lang`, for the
// element that shows it, so a screen reader reads it in its own language.

type Marked<T> = T & { lang?: string };
type ProfileText = "greeting" | "position" | "description" | "avatar";

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
  const own = translation?.profile ?? {};
  const fallback = translation ? defaultLanguage : undefined;
  const local: LocalContent = {
    profile: {
      ...profile,
      greeting: own.greeting ?? translation?.texts?.greeting ?? profile.greeting,
      position: own.position ?? profile.position,
      description: own.description ?? profile.description,
      avatar: { ...profile.avatar, ...own.avatar },
      contacts: profile.contacts.map((contact, i) => ({ ...contact, ...own.contacts?.[i] })),
      socials: profile.socials.map((social, i) => ({ ...social, ...own.socials?.[i] })),
    },
    profileLang: (field) => (own[field] === undefined ? fallback : undefined),
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
