import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { profile } from "~/content/profile";
import { projects } from "~/content/projects";
import { WriteUpPage } from "~/projects/write-up-page";
import { findWriteUp } from "~/projects/write-ups.server";
import { pageMeta } from "~/seo";
import { slugOf } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has write-ups (app/site-routes.ts),
// and typegen writes types only for routes that exist.
// One route per write-up, so the project is the last part of the address.
export async function loader({ request }: LoaderFunctionArgs) {
  const slug = slugOf(request.url);
  const writeUp = await findWriteUp(slug);
  if (!writeUp) throw data(null, { status: 404 });
  return { ...writeUp, slug };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  const project = loaderData && projects[loaderData.index];
  if (!project) return [];
  return pageMeta({
    title: project.title,
    description: `${project.title} (${project.technology}) by ${profile.name}: how it was built, with screenshots and links.`,
    path: `/projects/${loaderData.slug}`,
  });
};

export default function WriteUp() {
  const { index, html } = useLoaderData<typeof loader>();
  return <WriteUpPage index={index} html={html} />;
}
