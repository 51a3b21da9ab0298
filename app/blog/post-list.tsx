import { Link } from "react-router";
import type { PostSummary } from "./posts.server";
import { tagPath } from "./tags";

/** /blog and a tag's page: the posts, newest first, with their date, reading time and tags. */
export function PostList({ posts }: { posts: PostSummary[] }) {
  return (
    <ol className="post-list">
      {posts.map((post) => (
        <li key={post.slug} className="card post-card">
          <h2 className="post-card__title">
            <Link to={`/blog/${post.slug}`}>{post.title}</Link>
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
  return (
    <p className="post-facts">
      <time dateTime={post.date}>{post.dateText}</time>
      <span aria-hidden="true"> · </span>
      <span>{post.readingMinutes} min read</span>
      {post.draft && <span className="post-facts__draft"> · Draft (not in the build)</span>}
    </p>
  );
}

/** A post's tags, each a link to the page that lists the posts carrying it. */
export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="chips post-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(tag)} className="chip post-tags__link">
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The way back from a post or a tag's page to every post. */
export function AllPosts() {
  return (
    <p className="post__back" data-pagefind-ignore="">
      <Link to="/blog">← All posts</Link>
    </p>
  );
}
