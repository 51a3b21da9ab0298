import { localePath } from "#core/languages.ts";
import { contentIn, type Marked } from "#core/local-content.ts";
import { cvIn, type LocalCv } from "#core/local-cv.ts";
import type { ProfileText } from "#core/local-profile.ts";
import { CV_PDF_PATH, RESUME_PATH } from "#core/page-paths.ts";
import type { Course, Paper, Profile, Project } from "#core/schema.ts";
import { type Words, wordsIn } from "../i18n/words.ts";
import { paperOf } from "./paper.ts";
import { formatPeriod } from "./period.ts";

// The CV as one document in one language, from the content the site already shows (the profile,
// courses, projects) and content/cv.ts: the page (cv-page.tsx) and the PDF (build-time/cv/) draw
// the same document, so they say the same in the same order. Pure. The build's config imports it
// too, so it imports by relative paths alone.

/** A text, with its language where it is not the document's (an entry left untranslated). */
export type CvText = { text: string; lang?: string | undefined };

/** A link of an entry: what it is ("Live site") and where it leads. */
export type CvLink = { label: CvText; href: string };

/** A job, a project or a course. */
export type CvEntry = {
  key: string;
  /** Which entry of the content it is, as a content error names it: `courses #2 "Title"`. */
  where: string;
  title: CvText;
  /** Where and when: the organisation (linked to its site), the place, the period. */
  details: (CvText & { href?: string | undefined })[];
  lines: CvText[];
  links: CvLink[];
};

export type CvSection = { id: string; heading: CvText } & (
  | { kind: "tags"; tags: CvText[] }
  | { kind: "terms"; terms: { term: CvText; detail?: CvText | undefined }[] }
  | { kind: "entries"; entries: CvEntry[] }
);

export type CvContact = { label: CvText; text: string; href: string };

export type CvDocument = {
  language: string;
  dir: "ltr" | "rtl";
  paper: Paper;
  /** The PDF's title: the name and the word for a CV. */
  title: string;
  name: string;
  position: CvText;
  contacts: CvContact[];
  /** The description, under the name as on the About page. */
  summary: CvText[];
  /** Only the sections with something in them, in the order they are read. */
  sections: CvSection[];
  /** The CV's other forms, as addresses of the site. */
  files: { pdf: string; json: string };
};

/** What a CV is made of, in the language of `words`. */
export type CvSource = {
  words: Pick<Words, "language" | "dir" | "text" | "langOf">;
  profile: Profile;
  profileLang(field: ProfileText): string | undefined;
  courses: Marked<Course>[];
  projects: Marked<Project>[];
  cv: LocalCv;
  /** The site's home page in this language, as a full address. */
  home: string;
};

/** An address as a person reads it: "https://www.example.com/me/" → "example.com/me". */
export const shortAddress = (href: string) =>
  href
    .replace(/^[a-z]+:(\/\/)?/i, "")
    .replace(/^www\./, "")
    .replace(/\/$/, "");

export function cvDocument(source: CvSource): CvDocument {
  const { words, profile, profileLang, cv } = source;
  const word = (key: Parameters<Words["text"]>[0]): CvText => ({
    text: words.text(key),
    lang: words.langOf(key),
  });
  const marked = (text: string, lang: string | undefined): CvText => ({ text, lang });
  const sections: CvSection[] = [
    {
      id: "technologies",
      heading: word("technologies"),
      kind: "tags" as const,
      tags: profile.technologies.map((tech) => ({ text: tech })),
    },
    {
      id: "experience",
      heading: word("experience"),
      kind: "entries" as const,
      entries: cv.experience.map((job, index) => ({
        key: job.key,
        where: `cv → experience #${index + 1} "${job.role}"`,
        title: marked(job.role, job.lang),
        details: [
          { ...marked(job.organisation, job.lang), href: job.href },
          ...(job.location ? [marked(job.location, job.lang)] : []),
          {
            text: formatPeriod(job, words.language, words.text("present")),
            lang: job.end === undefined ? words.langOf("present") : undefined,
          },
        ],
        lines: job.lines.map((line) => marked(line, job.lang)),
        links: [],
      })),
    },
    {
      id: "projects",
      heading: word("projectList"),
      kind: "entries" as const,
      entries: source.projects.map((project, index) => ({
        key: `${index}`,
        where: `projects #${index + 1} "${project.title}"`,
        title: marked(project.title, project.lang),
        details: [marked(project.technology, project.lang)],
        lines: [],
        links: [
          { label: word("liveSite"), href: project.href },
          ...(project.repository ? [{ label: word("sourceCode"), href: project.repository }] : []),
        ],
      })),
    },
    {
      id: "courses",
      heading: word("courses"),
      kind: "entries" as const,
      entries: source.courses.map((course, index) => ({
        key: `${index}`,
        where: `courses #${index + 1} "${course.title}"`,
        title: marked(course.title, course.lang),
        details: [marked(course.school, course.lang), marked(course.period, course.lang)],
        lines: [],
        links: [{ label: word("certificate"), href: course.href }],
      })),
    },
    {
      id: "languages",
      heading: word("languages"),
      kind: "terms" as const,
      terms: cv.languages.map((spoken) => ({
        term: { text: spoken.name },
        detail: spoken.level === undefined ? undefined : marked(spoken.level, spoken.levelLang),
      })),
    },
  ];
  return {
    language: words.language,
    dir: words.dir,
    paper: paperOf(words.language, cv.paper),
    title: `${profile.name} — ${words.text("cv")}`,
    name: profile.name,
    position: marked(profile.position, profileLang("position")),
    contacts: [
      ...profile.contacts.map((contact) => ({
        label: { text: contact.title },
        text: contact.body,
        href: contact.href,
      })),
      { label: word("website"), text: shortAddress(source.home), href: source.home },
      ...profile.socials.map((social) => ({
        label: { text: social.label },
        text: shortAddress(social.href),
        href: social.href,
      })),
    ],
    summary: profile.description.map((line) => marked(line, profileLang("description"))),
    sections: sections.filter(hasContent),
    files: {
      pdf: localePath(words.language, CV_PDF_PATH),
      json: localePath(words.language, RESUME_PATH),
    },
  };
}

/** A section with nothing in it is left out, heading and all. */
function hasContent(section: CvSection): boolean {
  switch (section.kind) {
    case "tags":
      return section.tags.length > 0;
    case "terms":
      return section.terms.length > 0;
    case "entries":
      return section.entries.length > 0;
  }
}

/** The owner's CV in a language; `siteUrl` is the site's address, without a trailing slash. */
export function cvDocumentIn(language: string, siteUrl: string): CvDocument {
  const home = localePath(language, "/");
  return cvDocument({
    ...contentIn(language),
    words: wordsIn(language),
    cv: cvIn(language),
    home: `${siteUrl}${home === "/" ? "/" : home}`,
  });
}
