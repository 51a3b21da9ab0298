import { Link } from "react-router";
import { postPath } from "#core/page-paths.ts";
import { useWords } from "~/i18n/use-words";
import { AllPosts } from "./post-list";

/** A post as the archive lists it: its title and date. */
export type ArchivedPost = { slug: string; title: string; date: string; dateText: string };

/** /blog/archive: every post under its year, the newest year first. */
export function ArchivePage({ years }: { years: { year: string; posts: ArchivedPost[] }[] }) {
  const words = useWords();
  return (
    <div className="page blog archive">
      <AllPosts />
      <h1 className="page-title">{words.say("archive")}</h1>
      {years.map(({ year, posts }) => (
        <section key={year} className="archive__year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className="archive__heading">
            {year}
          </h2>
          <ol className="archive__posts">
            {posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date}>{post.dateText}</time>{" "}
                <Link to={words.path(postPath(post.slug))}>{post.title}</Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
