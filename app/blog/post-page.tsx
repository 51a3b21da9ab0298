import { Link } from "react-router";
import { postPath } from "#core/page-paths.ts";
import type { CommentsSettings } from "#core/schema.ts";
import { COMMENTS_ATTRIBUTE } from "~/comments/comments-mount";
import { useWords } from "~/i18n/use-words";
import type { Picture } from "~/projects/screenshots";
import type { Section } from "./contents";
import { PostContents } from "./post-contents";
import { AllPosts, PostFacts, Tags } from "./post-list";
import type { PostSummary } from "./posts.server";
import { proseTexts } from "./prose-texts";

/** A post next to this one, by date. */
type Neighbour = { slug: string; title: string } | null;

type Props = {
  post: PostSummary;
  html: string;
  sections: Section[];
  cover: Picture | null;
  previous: Neighbour;
  next: Neighbour;
  /** The owner's comments settings (site.ts), null when there are none. */
  comments: CommentsSettings | null;
};

/**
 * One post: its title, date, reading time and tags, its contents when it is long, the HTML the
 * build rendered, then the posts written before and after it.
 */
export function PostPage({ post, html, sections, cover, previous, next, comments }: Props) {
  const words = useWords();
  return (
    // Search indexes the post from here (build-time/search-index.ts), its way around left out.
    <article className="page post" data-pagefind-body="">
      <header className="post__header">
        <AllPosts />
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
      <PostContents sections={sections} />
      {/* Rendered at build time from the owner's own Markdown (app/blog/markdown.server.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's post, built by us */}
      <div className="prose" {...proseTexts(words)} dangerouslySetInnerHTML={{ __html: html }} />
      {(previous || next) && (
        <nav
          className="post-neighbours"
          aria-label={words.text("previousAndNext")}
          data-pagefind-ignore=""
        >
          <NeighbourLink post={previous} rel="prev" />
          <NeighbourLink post={next} rel="next" />
        </nav>
      )}
      {__COMMENTS__ && comments && <Comments settings={comments} />}
    </article>
  );
}

/**
 * Where the comments go: a link to the discussions on GitHub, which works without scripts; the
 * page script adds the button and loads giscus there (app/comments/comments-embed.ts).
 */
function Comments({ settings: { provider: _, ...settings } }: { settings: CommentsSettings }) {
  const words = useWords();
  return (
    <section className="post-comments" aria-labelledby="comments" data-pagefind-ignore="">
      <h2 id="comments">{words.say("comments")}</h2>
      <div
        {...{ [COMMENTS_ATTRIBUTE]: JSON.stringify(settings) }}
        data-show-label={words.text("showComments")}
        data-frame-label={words.text("comments")}
      >
        <p>
          <a href={`https://github.com/${settings.repo}/discussions`}>
            {words.say("commentsOnGitHub")}
          </a>
        </p>
      </div>
    </section>
  );
}

const directions = { prev: "previousPost", next: "nextPost" } as const;

function NeighbourLink({ post, rel }: { post: Neighbour; rel: keyof typeof directions }) {
  const words = useWords();
  if (!post) return null;
  return (
    <Link to={words.path(postPath(post.slug))} rel={rel} className={`post-neighbours__${rel}`}>
      <span className="post-neighbours__label">{words.say(directions[rel])}</span> {post.title}
    </Link>
  );
}
