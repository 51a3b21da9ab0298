import type { Course } from "#core/schema.ts";

// Shown on /courses in this order, newest last. Certificate links open in a new tab.
export const courses: Course[] = [
  {
    position: "Frontend Developer",
    title: "Frontend Developer Program",
    school: "Northbridge Coding School",
    period: "Sep 2021 – Feb 2022",
    href: "https://certificates.example.com/mira-kovacs/frontend-developer-program",
  },
  {
    position: "JavaScript Developer",
    title: "Modern JavaScript in Depth",
    school: "Open Web Academy",
    period: "Mar 2022 – May 2022",
    href: "https://certificates.example.com/mira-kovacs/modern-javascript",
  },
  {
    position: "React Developer",
    title: "React and TypeScript Intensive",
    school: "Lakeside Tech Institute",
    period: "Jun 2022 – Sep 2022",
    href: "https://certificates.example.com/mira-kovacs/react-typescript",
  },
  {
    position: "Accessibility Specialist",
    title: "Web Accessibility Fundamentals",
    school: "Inclusive Web Foundation",
    period: "Jan 2023 – Mar 2023",
    href: "https://certificates.example.com/mira-kovacs/web-accessibility",
  },
  {
    position: "Test Automation Engineer",
    title: "End-to-End Testing with Playwright",
    school: "Quality Engineering Guild",
    period: "Jun 2023 – Aug 2023",
    href: "https://certificates.example.com/mira-kovacs/playwright-testing",
  },
  {
    position: "Performance Engineer",
    title: "Web Performance Masterclass",
    school: "Open Web Academy",
    period: "Feb 2024 – Apr 2024",
    href: "https://certificates.example.com/mira-kovacs/web-performance",
  },
];
