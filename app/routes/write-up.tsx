import { data } from "react-router";
import { profile } from "~/content/profile";
import { projects } from "~/content/projects";
import { WriteUpPage } from "~/projects/write-up-page";
import { findWriteUp } from "~/projects/write-ups.server";
import { pageMeta } from "~/seo";
import { slugOf } from "~/site-routes";
import type { Route } from "./+types/write-up";

// One route per write-up (app/site-routes.ts), so the project is the last part of the address.
export async function loader({ request }: Route.LoaderArgs) {
  const slug = slugOf(request.url);
  const writeUp = await findWriteUp(slug);
  if (!writeUp) throw data(null, { status: 404 });
  return { ...writeUp, slug };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const project = loaderData && projects[loaderData.index];
  if (!project) return [];
  return pageMeta({
    title: project.title,
    description: `${project.title} (${project.technology}) by ${profile.name}: how it was built, with screenshots and links.`,
    path: `/projects/${loaderData.slug}`,
  });
};

export default function WriteUp({ loaderData }: Route.ComponentProps) {
  return <WriteUpPage index={loaderData.index} html={loaderData.html} />;
}
