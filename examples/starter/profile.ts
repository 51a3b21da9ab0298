import type { Profile } from "#core/schema.ts";

// Replace every value with yours; the optional fields and the networks are in core/schema.ts.
export const profile: Profile = {
  name: "Your Name",
  initials: "YN",
  position: "Your Position",
  technologies: ["HTML", "CSS", "JavaScript"],
  description: ["A line or two about the work you do and the work you are looking for."],
  avatar: { file: "avatar.svg", alt: "Your photo, described for someone who cannot see it" },
  // "Download CV" opens the CV the site makes from this folder (cv.ts has what only it shows);
  // to offer one of your own instead, give its address:
  // cv: "https://files.example.com/your-name/cv.pdf",
  contacts: [
    { kind: "email", title: "Email", body: "you@example.com", href: "mailto:you@example.com" },
  ],
  socials: [{ network: "github", label: "GitHub", href: "https://github.com/your-name" }],
};
