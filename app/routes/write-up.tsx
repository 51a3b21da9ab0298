import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { contentIn } from "#core/local-content.ts";
import { pageOfRequest } from "~/current-page";
import { WriteUpPage } from "~/projects/write-up-page";
import { findWriteUp } from "~/projects/write-ups.server";
import { routeMeta } from "~/seo";
import { slugOf } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has write-ups (app/site-routes.ts),
// and typegen writes types only for routes that exist.
// One route for every write-up (projects/:slug), so the project is the last part of the
// address; a slug no project names is the 404 page.
export async function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = pageOfRequest(request);
  const writeUp = await findWriteUp(slugOf(path), language);
  if (!writeUp) throw data(null, { status: 404 });
  return writeUp;
}

// The title and address are its route's (app/site-routes.ts); the description names the project.
export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, ({ language, describe }) => {
    const project = args.loaderData && contentIn(language).projects[args.loaderData.index];
    if (!project) return null;
    const { title, technology } = project;
    return { description: describe("writeUpDescription", { title, technology }) };
  });

export default function WriteUp() {
  return <WriteUpPage {...useLoaderData<typeof loader>()} />;
}
