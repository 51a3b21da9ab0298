import type { Project } from "#core/schema.ts";

// Your projects, in order; `npm run screenshots` photographs each site for pc, tablet, mobile.
export const projects: Project[] = [
  {
    title: "Your Project",
    technology: "HTML · CSS · JavaScript",
    href: "https://your-project.example.com",
    pc: "your-project.png",
    tablet: "your-project.png",
    mobile: "your-project.png",
  },
];
