import { profile } from "#content/profile.ts";
import { defaultLanguage, translationOf } from "./languages.ts";
import type { Profile } from "./schema.ts";

// The owner's profile in one language, apart from the courses and projects (content.ts), so the
// header, the footer and the contact form carry only it to the browser.

export type ProfileText = "greeting" | "position" | "description" | "avatar";

export function profileIn(language: string): {
  profile: Profile;
  profileLang(field: ProfileText): string | undefined;
} {
  const translation = translationOf(language);
  const own = translation?.profile ?? {};
  const fallback = translation ? defaultLanguage : undefined;
  return {
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
  };
}
