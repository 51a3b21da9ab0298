import { data } from "react-router";
import { profile } from "~/content/profile";
import { projects } from "~/content/projects";
import { WriteUpPage } from "~/projects/write-up-page";
import { findWriteUp } from "~/projects/write-ups.server";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/write-up";

export async function loader({ params }: Route.LoaderArgs) {
  const writeUp = await findWriteUp(params.slug);
  if (!writeUp) throw data(null, { status: 404 });
  return writeUp;
}

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const project = loaderData && projects[loaderData.index];
  if (!project) return [];
  return pageMeta({
    title: project.title,
    description: `${project.title} (${project.technology}) by ${profile.name}: how it was built, with screenshots and links.`,
    path: `/projects/${params.slug}`,
  });
};

export default function WriteUp({ loaderData }: Route.ComponentProps) {
  return <WriteUpPage {...loaderData} />;
}
