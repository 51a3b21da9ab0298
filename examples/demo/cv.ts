import type { Cv } from "#core/schema.ts";

// What only the CV shows (/cv, /cv.pdf, /resume.json): the jobs, newest first, and the languages
// spoken. Everything else on it comes from profile.ts, courses.ts and projects.ts.
export const cv: Cv = {
  experience: [
    {
      role: "Frontend Developer",
      organisation: "Brightline Health",
      href: "https://brightline-health.example.com",
      location: "Remote",
      start: "2023-05",
      // No end: the CV says "present".
      lines: [
        "Build the patient portal's React and TypeScript front end, used by 40,000 people a month.",
        "Cut the first load on a mid-range phone from 4.1 s to 1.6 s by splitting routes and images.",
        "Brought its screens to WCAG 2.2 AA with the design team, and keep them there with tests.",
      ],
    },
    {
      role: "Junior Frontend Developer",
      organisation: "Northwind Studio",
      location: "Budapest",
      start: "2022-03",
      end: "2023-04",
      lines: [
        "Turned the studio's design system into a library of 60 React components with Storybook.",
        "Wrote the Playwright tests that let the team release every week instead of every month.",
      ],
    },
  ],
  // Each by its code: the CV names it in each page's language.
  languages: [
    { code: "hu", level: "Native" },
    { code: "en", level: "Fluent (C2)" },
    { code: "de", level: "Good (B2)" },
  ],
};
