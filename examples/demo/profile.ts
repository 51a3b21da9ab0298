import type { Profile } from "#core/schema.ts";

// The owner's details. Everything here is a fictional persona: replace it with yours.
export const profile: Profile = {
  name: "Mira Kovacs",
  // The words before your name in the About heading.
  greeting: "Hi, I'm",
  initials: "MK",
  position: "Frontend Developer",
  technologies: ["React", "TypeScript", "React Router", "Vite", "CSS", "Playwright"],
  description: [
    "I build fast, accessible interfaces for products people use every day.",
    "For four years I have turned design systems into React components teams can rely on.",
    "I care about the first second on a phone: small bundles, no layout shift, no surprises.",
    "Every feature I ship comes with tests that read like the way a person uses it.",
    "I am looking for a team that values craft, clear writing and kind code review.",
  ],
  avatar: { file: "avatar.svg", alt: "Illustrated portrait of Mira Kovacs" },
  contacts: [
    { kind: "phone", title: "Phone", body: "+1 (555) 014-2368", href: "tel:+15550142368" },
    {
      kind: "email",
      title: "Email",
      body: "mira.kovacs@example.com",
      href: "mailto:mira.kovacs@example.com",
    },
    {
      kind: "messenger",
      network: "telegram",
      title: "Telegram",
      body: "@mira_kovacs_dev",
      href: "https://t.me/mira_kovacs_dev",
    },
  ],
  socials: [
    {
      network: "linkedin",
      label: "LinkedIn",
      href: "https://www.linkedin.com/in/mira-kovacs-example",
    },
    { network: "x", label: "X", href: "https://x.com/mirakovacs_dev" },
    { network: "instagram", label: "Instagram", href: "https://www.instagram.com/mirakovacs.dev" },
    { network: "github", label: "GitHub", href: "https://github.com/mira-kovacs-example" },
    {
      network: "upwork",
      label: "Upwork",
      href: "https://www.upwork.com/freelancers/~mirakovacsexample",
    },
  ],
};
