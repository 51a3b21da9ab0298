import { useWords } from "~/i18n/use-words";
import { AllPosts, ArchiveLink, PostList } from "./post-list";
import type { PostSummary } from "./posts.server";

/**
 * /blog: the heading, the way to the archive and every published post; /blog/tags/<tag>: the
 * posts with that tag; /blog/series/<series>: the posts of the series, in the order to read them.
 */
export function BlogPage({
  posts,
  tag,
  series,
  archive = false,
}: {
  posts: PostSummary[];
  tag?: string;
  series?: string;
  archive?: boolean;
}) {
  const words = useWords();
  const heading =
    tag !== undefined
      ? words.say("tag", { tag })
      : series !== undefined
        ? words.say("series", { series })
        : words.say("blog");
  return (
    <div className="page blog">
      {(tag !== undefined || series !== undefined) && <AllPosts />}
      <h1 className="page-title">{heading}</h1>
      {archive && <ArchiveLink />}
      <PostList posts={posts} />
    </div>
  );
}
