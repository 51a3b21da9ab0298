import { useWords } from "~/i18n/use-words";
import { AllPosts, PostList } from "./post-list";
import type { PostSummary } from "./posts.server";

/** /blog: the heading and every published post; /blog/tags/<tag>: the posts with that tag. */
export function BlogPage({ posts, tag }: { posts: PostSummary[]; tag?: string }) {
  const words = useWords();
  return (
    <div className="page blog">
      {tag !== undefined && <AllPosts />}
      <h1 className="page-title">
        {tag === undefined ? words.say("blog") : words.say("tag", { tag })}
      </h1>
      <PostList posts={posts} />
    </div>
  );
}
