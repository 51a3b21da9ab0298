import { Link } from "react-router";
import type { Picture } from "~/projects/screenshots";
import { PostFacts, Tags } from "./post-list";
import type { PostSummary } from "./posts.server";

type Props = { post: PostSummary; html: string; cover: Picture | null };

/** One post: its title, date, reading time and tags, then the HTML the build rendered. */
export function PostPage({ post, html, cover }: Props) {
  return (
    <article className="page post">
      <header className="post__header">
        <p className="post__back">
          <Link to="/blog">← All posts</Link>
        </p>
        <h1 className="page-title post__title">{post.title}</h1>
        <PostFacts post={post} />
        <Tags tags={post.tags} />
      </header>
      {cover && post.cover && (
        <picture className="post__cover">
          {Object.entries(cover.sources).map(([format, srcSet]) => (
            <source
              key={format}
              type={`image/${format}`}
              srcSet={srcSet}
              sizes="(min-width: 50rem) 46rem, 100vw"
            />
          ))}
          <img src={cover.img.src} width={cover.img.w} height={cover.img.h} alt={post.cover.alt} />
        </picture>
      )}
      {/* Rendered at build time from the owner's own Markdown (app/blog/markdown.server.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's post, built by us */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
