import { profileIn } from "#core/local-profile.ts";
import { AboutPage } from "~/about/about-page";
import { pageLanguage, pageMeta, personData } from "~/seo";
import type { Route } from "./+types/about";

export const meta = (args: Route.MetaArgs) => {
  const { language, describe } = pageLanguage(args);
  const { position, description } = profileIn(language).profile;
  return pageMeta({
    language,
    title: position,
    description: describe("aboutDescription", { summary: description[0] ?? "" }),
    path: "/",
    extra: [{ "script:ld+json": personData(language) }],
  });
};

export default function About() {
  return <AboutPage />;
}
