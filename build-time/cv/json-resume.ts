// The CV as JSON Resume (jsonresume.org, schema 1.0.0), so an owner's CV works with that
// ecosystem's themes and tools: the same content as the page and the PDF (app/cv/), each field
// where the schema keeps it. Pure.
import { localePath } from "#core/languages.ts";
import type { Marked } from "#core/local-content.ts";
import type { LocalCv } from "#core/local-cv.ts";
import { RESUME_PATH } from "#core/page-paths.ts";
import type { Course, Profile, Project } from "#core/schema.ts";

/** The schema a file names as its own: JSON Resume's, at its 1.0.0 release. */
export const JSON_RESUME_SCHEMA =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

export type ResumeSource = {
  language: string;
  profile: Profile;
  courses: Marked<Course>[];
  projects: Marked<Project>[];
  cv: LocalCv;
  /** The site's address, without a trailing slash. */
  siteUrl: string;
  /** The name of the list of technologies, in the language: "Technologies". */
  technologies: string;
};

export function jsonResume(source: ResumeSource) {
  const { profile, cv, siteUrl, language } = source;
  const home = localePath(language, "/");
  const email = profile.contacts.find((contact) => contact.kind === "email");
  const phone = profile.contacts.find((contact) => contact.kind === "phone");
  const messengers = profile.contacts.filter((contact) => contact.kind === "messenger");
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: profile.name,
      label: profile.position,
      ...(email ? { email: email.href.replace(/^mailto:/, "") } : {}),
      ...(phone ? { phone: phone.href.replace(/^tel:/, "") } : {}),
      url: `${siteUrl}${home === "/" ? "/" : home}`,
      summary: profile.description.join(" "),
      profiles: [
        ...profile.socials.map((social) => ({ network: social.label, url: social.href })),
        ...messengers.map((contact) => ({
          network: contact.title,
          username: contact.body,
          url: contact.href,
        })),
      ],
    },
    work: cv.experience.map((job) => ({
      name: job.organisation,
      position: job.role,
      ...(job.href ? { url: job.href } : {}),
      ...(job.location ? { location: job.location } : {}),
      startDate: job.start,
      ...(job.end ? { endDate: job.end } : {}),
      highlights: job.lines,
    })),
    // A course and its certificate: JSON Resume's certificates, named and issued.
    certificates: source.courses.map((course) => ({
      name: course.title,
      issuer: course.school,
      url: course.href,
    })),
    skills: [{ name: source.technologies, keywords: profile.technologies }],
    languages: cv.languages.map((spoken) => ({
      language: spoken.name,
      ...(spoken.level ? { fluency: spoken.level } : {}),
    })),
    projects: source.projects.map((project) => ({
      name: project.title,
      url: project.href,
      keywords: [project.technology],
    })),
    meta: {
      canonical: `${siteUrl}${localePath(language, RESUME_PATH)}`,
      version: "v1.0.0",
    },
  };
}
