import { Link } from "react-router";
import { postPath } from "#core/page-paths.ts";
import { tagPath } from "#core/tags.ts";
import { useWords } from "~/i18n/use-words";
import { BackLink } from "~/ui/back-link";
import type { PostSummary } from "./posts.server";

/** /blog and a tag's page: the posts, newest first, with their date, reading time and tags. */
export function PostList({ posts }: { posts: PostSummary[] }) {
  const words = useWords();
  return (
    <ol className="post-list">
      {posts.map((post) => (
        <li key={post.slug} className="card post-card">
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
}: {
  post: Pick<PostSummary, "date" | "dateText" | "readingMinutes" | "draft">;
}) {
  const words = useWords();
  return (
    <p className="post-facts">
      <time dateTime={post.date}>{post.dateText}</time>
      <span aria-hidden="true"> · </span>
      <span>
        {words.say("readingTime", {
          minutes: new Intl.NumberFormat(words.language).format(post.readingMinutes),
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

/** The way back from a post or a tag's page to every post. */
export function AllPosts() {
  return <BackLink to="/blog" label="allPosts" />;
}
