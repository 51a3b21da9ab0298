import { Link } from "react-router";
import { ARCHIVE_PATH, postPath } from "#core/page-paths.ts";
import { tagPath } from "#core/tags.ts";
import { useWords } from "~/i18n/use-words";
import { BackLink } from "~/ui/back-link";
import { formatNumber } from "./numbers";
import type { PostSummary } from "./posts.server";

/**
 * /blog, a tag's and a series' page: the posts in the order given, with their date, reading time
 * and tags, and a featured post's mark.
 */
export function PostList({ posts }: { posts: PostSummary[] }) {
  const words = useWords();
  return (
    <ol className="post-list">
      {posts.map((post) => (
        <li key={post.slug} className="card post-card">
          {post.featured && <p className="chip post-card__featured">{words.say("featured")}</p>}
          <h2 className="post-card__title">
            <Link to={words.path(postPath(post.slug))}>{post.title}</Link>
          </h2>
          <PostFacts post={post} />
          <p className="post-card__description">{post.description}</p>
          <Tags tags={post.tags} />
        </li>
      ))}
    </ol>
  );
}

export function PostFacts({
  post,
  updated = false,
}: {
  post: Pick<
    PostSummary,
    "date" | "dateText" | "readingMinutes" | "draft" | "updated" | "updatedText"
  >;
  /** Whether to say when the post was updated: the post's own page does, its card not. */
  updated?: boolean;
}) {
  const words = useWords();
  return (
    <p className="post-facts">
      <time dateTime={post.date}>{post.dateText}</time>
      {updated && post.updated && (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            {words.say("updated")} <time dateTime={post.updated}>{post.updatedText}</time>
          </span>
        </>
      )}
      <span aria-hidden="true"> · </span>
      <span>
        {words.say("readingTime", {
          minutes: formatNumber(post.readingMinutes, words.language),
        })}
      </span>
      {post.draft && (
        <span className="post-facts__draft">
          {" · "}
          {words.say("draft")}
        </span>
      )}
    </p>
  );
}

/** A post's tags, each a link to the page that lists the posts carrying it. */
export function Tags({ tags }: { tags: string[] }) {
  const words = useWords();
  if (tags.length === 0) return null;
  return (
    <ul className="chips post-tags" aria-label={words.text("tags")}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={words.path(tagPath(tag))} className="chip post-tags__link">
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The way from /blog to every post by year. */
export function ArchiveLink() {
  const words = useWords();
  return (
    <p className="blog__archive">
      <Link to={words.path(ARCHIVE_PATH)}>{words.say("byYear")}</Link>
    </p>
  );
}

/** The way back from a post or a tag's page to every post. */
export function AllPosts() {
  return <BackLink to="/blog" label="allPosts" />;
}
