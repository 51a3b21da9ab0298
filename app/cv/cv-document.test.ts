// @vitest-environment node
import { describe, expect, it } from "vitest";
import { localCv } from "#core/local-cv.ts";
import type { Profile } from "#core/schema.ts";
import { fill } from "../i18n/words.ts";
import { type CvSource, cvDocument, shortAddress } from "./cv-document.ts";
import { paperOf } from "./paper.ts";
import { formatMonth, formatPeriod } from "./period.ts";

// The CV document from content of its own, so these tests hold whatever an owner's content is.

const english: Record<string, string> = {
  cv: "CV",
  technologies: "Technologies",
  experience: "Experience",
  projectList: "Projects",
  courses: "Courses",
  languages: "Languages",
  present: "present",
  website: "Website",
  liveSite: "Live site",
  sourceCode: "Source code",
  certificate: "Certificate",
};

const profile: Profile = {
  name: "Dvořáková Šárka",
  initials: "DŠ",
  position: "Frontend Developer",
  technologies: ["React", "CSS"],
  description: ["I build interfaces.", "I test them."],
  avatar: { file: "me.png", alt: "Me" },
  contacts: [
    { kind: "email", title: "Email", body: "sarka@example.com", href: "mailto:sarka@example.com" },
  ],
  socials: [{ network: "github", label: "GitHub", href: "https://github.com/sarka/" }],
};

const source = (overrides: Partial<CvSource> = {}): CvSource => ({
  words: {
    language: "en",
    dir: "ltr",
    text: (key, values) => fill(english[key] ?? key, values),
    langOf: () => undefined,
  },
  profile,
  profileLang: () => undefined,
  courses: [
    {
      position: "Developer",
      title: "Web Basics",
      school: "Open School",
      period: "2020",
      href: "https://school.example/cert",
    },
  ],
  projects: [
    {
      title: "Shop",
      technology: "React",
      href: "https://shop.example",
      repository: "https://github.com/sarka/shop",
      pc: "shop.png",
      tablet: "shop.png",
      mobile: "shop.png",
    },
  ],
  cv: localCv(
    "en",
    {
      experience: [
        { role: "Developer", organisation: "Acme", start: "2021-03", lines: ["Built it."] },
      ],
      languages: [{ code: "cs", level: "Native" }],
    },
    undefined,
  ),
  home: "https://sarka.example/",
  ...overrides,
});

describe("the CV document", () => {
  it("reads its sections in one order, each entry with its details, lines and links", () => {
    const cv = cvDocument(source());
    expect(cv.title).toBe("Dvořáková Šárka — CV");
    expect(cv.summary.map((line) => line.text)).toEqual(profile.description);
    expect(cv.sections.map((section) => section.heading.text)).toEqual([
      "Technologies",
      "Experience",
      "Projects",
      "Courses",
      "Languages",
    ]);
    const [job] = cv.sections.flatMap((section) =>
      section.kind === "entries" ? section.entries : [],
    );
    expect(job).toMatchObject({
      where: 'cv → experience #1 "Developer"',
      title: { text: "Developer" },
      details: [{ text: "Acme" }, { text: "Mar 2021 – present" }],
      lines: [{ text: "Built it." }],
    });
    expect(cv.contacts.map((contact) => [contact.label.text, contact.text])).toEqual([
      ["Email", "sarka@example.com"],
      ["Website", "sarka.example"],
      ["GitHub", "github.com/sarka"],
    ]);
    expect(cv.files).toEqual({ pdf: "/cv.pdf", json: "/resume.json" });
  });

  it("leaves out a section with nothing in it, heading and all", () => {
    const cv = cvDocument(
      source({ courses: [], projects: [], cv: { experience: [], languages: [] } }),
    );
    expect(cv.sections.map((section) => section.id)).toEqual(["technologies"]);
  });

  it("marks a text the translation leaves in the site's language", () => {
    const cv = cvDocument(
      source({
        words: {
          ...source().words,
          language: "de",
          langOf: (key) => (key === "cv" ? "en" : undefined),
        },
        courses: [{ ...(source().courses[0] as CvSource["courses"][number]), lang: "en" }],
      }),
    );
    const courses = cv.sections.find((section) => section.id === "courses");
    expect(courses?.kind === "entries" && courses.entries[0]?.title).toEqual({
      text: "Web Basics",
      lang: "en",
    });
    expect(cv.files).toEqual({ pdf: "/de/cv.pdf", json: "/de/resume.json" });
  });
});

describe("its periods and paper, in the page's language", () => {
  it("writes months the language's way, and a job that goes on to the present", () => {
    expect(formatMonth("2022-03", "en")).toBe("Mar 2022");
    expect(formatMonth("2022-03", "de")).toBe("März 2022");
    expect(formatMonth("2019", "de")).toBe("2019");
    expect(formatPeriod({ start: "2022-03" }, "de", "heute")).toBe("März 2022 – heute");
    expect(formatPeriod({ start: "2019", end: "2021-12" }, "en", "present")).toBe(
      "2019 – Dec 2021",
    );
  });

  it("prints on Letter where the language's country does, else A4, unless the owner says", () => {
    expect(paperOf("en")).toBe("letter");
    expect(paperOf("en-GB")).toBe("a4");
    expect(paperOf("de")).toBe("a4");
    expect(paperOf("es-MX")).toBe("letter");
    expect(paperOf("en", "a4")).toBe("a4");
  });

  it("shows an address as a person reads it", () => {
    expect(shortAddress("https://www.linkedin.com/in/sarka/")).toBe("linkedin.com/in/sarka");
    expect(shortAddress("https://sarka.example")).toBe("sarka.example");
  });
});
