import { CvPage } from "~/cv/cv-page";
import { routeMeta } from "~/seo";

// Its title and description are in app/site-routes.ts (its <h1> is the owner's name).
export const meta = routeMeta;

export default function Cv() {
  return <CvPage />;
}
