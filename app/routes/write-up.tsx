import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { contentIn } from "#core/local-content.ts";
import { writeUpPath } from "#core/page-paths.ts";
import { languageOfRequest } from "~/i18n/request-language";
import { WriteUpPage } from "~/projects/write-up-page";
import { findWriteUp } from "~/projects/write-ups.server";
import { pageLanguage, pageMeta } from "~/seo";
import { slugOf } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has write-ups (app/site-routes.ts),
// and typegen writes types only for routes that exist.
// One route per write-up, so the project is the last part of the address.
export async function loader({ request }: LoaderFunctionArgs) {
  const slug = slugOf(request.url);
  const writeUp = await findWriteUp(slug, languageOfRequest(request));
  if (!writeUp || !slug) throw data(null, { status: 404 });
  return { ...writeUp, slug };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { language, describe } = pageLanguage(args);
  const { loaderData } = args;
  const project = loaderData && contentIn(language).projects[loaderData.index];
  if (!project) return [];
  return pageMeta({
    language,
    title: project.title,
    description: describe("writeUpDescription", {
      title: project.title,
      technology: project.technology,
    }),
    path: writeUpPath(loaderData.slug),
  });
};

export default function WriteUp() {
  const { index, html, lang } = useLoaderData<typeof loader>();
  return <WriteUpPage index={index} html={html} lang={lang} />;
}
