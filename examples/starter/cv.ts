import type { Cv } from "#core/schema.ts";

// What only your CV shows (/cv, /cv.pdf, /resume.json), all of it optional: take the // off an
// entry and fill it in. The rest of the CV is your profile, courses and projects.
export const cv: Cv = {
  // Your jobs, newest first. Months as 2023-04 (or a year, 2023); no `end` while it goes on.
  // experience: [
  //   {
  //     role: "Frontend Developer",
  //     organisation: "Your Company",
  //     href: "https://your-company.example.com",
  //     location: "Berlin",
  //     start: "2023-04",
  //     lines: ["What you built there, a line each.", "What came of it."],
  //   },
  // ],
  // The languages you speak, each by its code (en, de, pt-BR): the CV names them.
  // languages: [
  //   { code: "en", level: "Native" },
  //   { code: "de", level: "Good (B2)" },
  // ],
  // The paper it prints on: "a4" or "letter" (by your site's language when left out).
  // paper: "a4",
};
