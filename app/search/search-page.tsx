import type { PostSummary } from "~/blog/posts.server";
import { projects } from "~/content/projects";
import { projectAddresses } from "~/projects/project-anchor";
import { titles } from "~/site-routes";
import { pageHref } from "~/ui/page-href";

const projectHrefs = projectAddresses(projects);

/**
 * /search: what the header's search link leads to where scripts do not run (elsewhere it opens
 * search in place), so every post and project is one page away, for the browser's own find.
 */
export function SearchPage({ posts }: { posts: PostSummary[] }) {
  return (
    <div className="page search-page">
      <h1 className="page-title">{titles.search}</h1>
      <p className="search-page__lead">Every post and project on this site.</p>
      <section aria-labelledby="search-posts">
        <h2 id="search-posts">Posts</h2>
        <ul className="search-page__list">
          {posts.map((post) => (
            <li key={post.slug}>
              <a href={pageHref(`/blog/${post.slug}`)}>{post.title}</a>{" "}
              <time dateTime={post.date}>{post.dateText}</time>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="search-projects">
        <h2 id="search-projects">Projects</h2>
        <ul className="search-page__list">
          {projects.map((project, index) => (
            <li key={project.href}>
              <a href={pageHref(projectHrefs[index] ?? "/projects")}>{project.title}</a>{" "}
              <span>{project.technology}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
