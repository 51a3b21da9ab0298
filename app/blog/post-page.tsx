import { Link } from "react-router";
import type { FirstHome } from "#core/first-home.ts";
import { postPath } from "#core/page-paths.ts";
import type { CommentsSettings } from "#core/schema.ts";
import { COMMENTS_ATTRIBUTE } from "~/comments/comments-mount";
import { useWords } from "~/i18n/use-words";
import type { Picture } from "~/projects/screenshots";
import { ExternalLink } from "~/ui/external-link";
import type { Section } from "./contents";
import { formatNumber } from "./numbers";
import { PostContents } from "./post-contents";
import { AllPosts, PostFacts, Tags } from "./post-list";
import type { PostSummary } from "./posts.server";
import { proseTexts } from "./prose-texts";

/** A post next to this one, by date. */
type Neighbour = { slug: string; title: string } | null;

/** The series a post is part of: its name and page, the post's part and every part in order. */
type SeriesOfPost = {
  name: string;
  path: string;
  part: number;
  posts: { slug: string; title: string }[];
} | null;

type Props = {
  post: PostSummary;
  html: string;
  sections: Section[];
  cover: Picture | null;
  previous: Neighbour;
  next: Neighbour;
  /** The owner's comments settings (site.ts), null when there are none. */
  comments: CommentsSettings | null;
  series: SeriesOfPost;
  related: PostSummary[];
  /** The post's file in the owner's editor (site.ts → editUrl); null without one. */
  edit: string | null;
  /** Where the post was first published (its `canonical`), and that site's name; null for here. */
  original: FirstHome | null;
};

/**
 * One post: its title, date, reading time and tags, its series, its contents when it is long,
 * the HTML the build rendered, the way to edit it, the posts related to it, then the posts
 * written before and after it.
 */
export function PostPage({
  post,
  html,
  sections,
  cover,
  previous,
  next,
  series,
  related,
  edit,
  comments,
  original,
}: Props) {
  const words = useWords();
  return (
    // Search indexes the post from here (build-time/search-index.ts), its way around left out.
    <article className="page post" data-pagefind-body="">
      <header className="post__header">
        <AllPosts />
        <h1 className="page-title post__title">{post.title}</h1>
        <PostFacts post={post} updated />
        <Tags tags={post.tags} />
        {original && (
          // Search has the post's own words; this line is about the post.
          <p className="post__original" data-pagefind-ignore="">
            <ExternalLink href={original.href}>
              {words.say("firstPublishedOn", { site: original.site })}
            </ExternalLink>
          </p>
        )}
      </header>
      {series && <SeriesNav series={series} current={post.slug} />}
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
      {edit && (
        <p className="post__edit" data-pagefind-ignore="">
          <ExternalLink href={edit}>{words.say("editPost")}</ExternalLink>
        </p>
      )}
      {related.length > 0 && (
        <section className="post-related" aria-labelledby="related-posts" data-pagefind-ignore="">
          <h2 id="related-posts" className="post-related__heading">
            {words.say("relatedPosts")}
          </h2>
          <ul className="post-related__list">
            {related.map((other) => (
              <li key={other.slug}>
                <Link to={words.path(postPath(other.slug))}>{other.title}</Link>{" "}
                <PostFacts post={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
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

/** "Part n of m", and every part of the series, the one being read marked and not a link. */
function SeriesNav({ series, current }: { series: NonNullable<SeriesOfPost>; current: string }) {
  const words = useWords();
  return (
    <nav
      className="post-series"
      aria-label={words.text("series", { series: series.name })}
      data-pagefind-ignore=""
    >
      <p className="post-series__name">
        <Link to={words.path(series.path)}>{words.say("series", { series: series.name })}</Link>
      </p>
      <p className="post-series__part">
        {words.say("seriesPart", {
          part: formatNumber(series.part, words.language),
          parts: formatNumber(series.posts.length, words.language),
        })}
      </p>
      <ol className="post-series__list">
        {series.posts.map((part) => (
          <li key={part.slug}>
            {part.slug === current ? (
              <span aria-current="page">{part.title}</span>
            ) : (
              <Link to={words.path(postPath(part.slug))}>{part.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
