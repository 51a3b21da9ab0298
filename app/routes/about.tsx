import { profileIn } from "#core/local-profile.ts";
import { AboutPage } from "~/about/about-page";
import { personData, routeMeta } from "~/seo";
import type { Route } from "./+types/about";

// The home page's title is the owner's position, in the page's language.
export const meta = (args: Route.MetaArgs) =>
  routeMeta(args, ({ language, describe }) => {
    const { position, description } = profileIn(language).profile;
    return {
      title: position,
      description: describe("aboutDescription", { summary: description[0] ?? "" }),
      extra: [{ "script:ld+json": personData(language) }],
    };
  });

export default function About() {
  return <AboutPage />;
}
