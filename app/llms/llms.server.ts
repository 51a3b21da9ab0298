// What /llms.txt lists, in a language, while the build prerenders: the pages search engines may
// keep, each with the description its meta gives, then the posts, newest first.
import { profile } from "#content/profile.ts";
import { localePath } from "#core/languages.ts";
import { contentIn } from "#core/local-content.ts";
import { profileIn } from "#core/local-profile.ts";
import { CV_PATH, CV_PDF_PATH, postPath, RESUME_PATH, writeUpPath } from "#core/page-paths.ts";
import { writeUpSlug } from "#core/write-up-slug.ts";
import { allPosts } from "~/blog/posts.server";
import { type TextKey, wordsIn } from "~/i18n/words";
import { siteUrl } from "~/seo";
import { published } from "~/shell/published";
import { type RouteWords, siteRoutes } from "~/site-routes";
import { type LlmsLink, llmsText } from "./llms-text";

/** The posts' pages are listed apart, with their own descriptions. */
const POST_MODULE = "routes/blog-post.tsx";

export function llmsIn(language: string): string {
  const words = wordsIn(language);
  const { position, description } = profileIn(language).profile;
  const describe = (key: TextKey, values: Record<string, string> = {}) =>
    words.text(key, { name: profile.name, position, ...values });
  const summary = description[0] ?? "";
  const projects = contentIn(language).projects;
  const url = (path: string) => `${siteUrl}${path === "/" ? "/" : path}`;
  // As each page's meta describes it (app/seo.ts and the route modules).
  const pageDescription = (key: string, said?: RouteWords) => {
    if (said) return describe(said.description, said.values);
    if (key === "/") return describe("aboutDescription", { summary });
    const project = projects.find(
      ({ writeUp }) => writeUp && writeUpPath(writeUpSlug(writeUp)) === key,
    );
    return (
      project &&
      describe("writeUpDescription", { title: project.title, technology: project.technology })
    );
  };
  // The CV's page is followed by its files, which a model reads more easily than the page.
  const cvFiles = (key: string): LlmsLink[] =>
    key === CV_PATH
      ? [
          {
            title: `${words.text("cv")} (PDF)`,
            url: url(localePath(language, CV_PDF_PATH)),
          },
          { title: "JSON Resume", url: url(localePath(language, RESUME_PATH)) },
        ]
      : [];
  const pages: LlmsLink[] = siteRoutes(published).flatMap((route) =>
    route.module === POST_MODULE
      ? []
      : route.pages.flatMap((page) =>
          page.language !== language || page.heading === null || page.noindex
            ? []
            : [
                {
                  title: page.title ?? page.heading,
                  url: url(page.path),
                  description: pageDescription(page.key, page.words ?? route.words),
                },
                ...cvFiles(page.key),
              ],
        ),
  );
  const posts: LlmsLink[] = allPosts(language).map((post) => ({
    title: post.title,
    url: url(localePath(language, postPath(post.slug))),
    description: post.description,
  }));
  return llmsText({
    name: profile.name,
    summary: `${position}. ${summary}`,
    pages,
    posts,
    headings: { pages: words.text("pages"), posts: words.text("posts") },
  });
}
