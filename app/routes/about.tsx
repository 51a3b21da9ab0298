import { AboutPage } from "~/about/about-page";
import { profile } from "~/content/profile";
import { pageMeta, personData } from "~/seo";

export const meta = () =>
  pageMeta({
    title: profile.position,
    description: `${profile.name}, ${profile.position}: ${profile.description[0] ?? ""} See my courses and projects, or get in touch.`,
    path: "/",
    extra: [{ "script:ld+json": personData() }],
  });

export default function About() {
  return <AboutPage />;
}
