import { AboutPage } from "~/components/about-page";
import { profile } from "~/content/profile";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta(
    profile.position,
    `${profile.name}, ${profile.position}: ${profile.description[0] ?? ""} See my courses and projects, or get in touch.`,
  );

export default function About() {
  return <AboutPage />;
}
