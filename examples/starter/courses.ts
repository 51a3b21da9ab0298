import type { Course } from "#core/schema.ts";

// Your courses, in the order they show: replace this one and add more the same way.
export const courses: Course[] = [
  {
    position: "Frontend Developer",
    title: "Your Course",
    school: "Your School",
    period: "2024",
    href: "https://your-school.example.com/certificates/your-certificate",
  },
];
