import { projects } from "#content/projects.ts";
import { contentIn } from "#core/local-content.ts";
import { postPath } from "#core/page-paths.ts";
import type { PostSummary } from "~/blog/posts.server";
import { useWords } from "~/i18n/use-words";
import { projectAddresses } from "~/projects/project-anchor";
import { pageHref } from "~/ui/page-href";

const projectHrefs = projectAddresses(projects);

/**
 * /search: what the header's search link leads to where scripts do not run (elsewhere it opens
 * search in place), so every post and project is one page away, for the browser's own find.
 */
export function SearchPage({ posts }: { posts: PostSummary[] }) {
  const words = useWords();
  return (
    <div className="page search-page">
      <h1 className="page-title">{words.say("search")}</h1>
      <p className="search-page__lead">{words.say("searchLead")}</p>
      <section aria-labelledby="search-posts">
        <h2 id="search-posts">{words.say("posts")}</h2>
        <ul className="search-page__list">
          {posts.map((post) => (
            <li key={post.slug}>
              <a href={pageHref(words.path(postPath(post.slug)))}>{post.title}</a>{" "}
              <time dateTime={post.date}>{post.dateText}</time>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="search-projects">
        <h2 id="search-projects">{words.say("projectList")}</h2>
        <ul className="search-page__list">
          {contentIn(words.language).projects.map((project, index) => (
            <li key={project.href} lang={project.lang}>
              <a href={pageHref(words.path(projectHrefs[index] ?? "/projects"))}>{project.title}</a>{" "}
              <span>{project.technology}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
