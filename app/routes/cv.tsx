import { CvPage } from "~/cv/cv-page";
import { routeMeta } from "~/seo";
import type { Route } from "./+types/cv";

// The page's <h1> is the owner's name; its title is the word for a CV.
export const meta = (args: Route.MetaArgs) =>
  routeMeta(args, ({ words }) => ({ title: words.text("cv") }));

export default function Cv() {
  return <CvPage />;
}
