// The posts' Markdown rendered into the cache on a thread of its own while the bundles are made,
// so that the prerender, on the build's thread, finds each post kept (build-time/markdown-ahead.ts).
import type { Plugin } from "vite";
import { languages } from "#core/languages.ts";
import { postsOf } from "#core/published.ts";
import { renderMarkdownAhead } from "../markdown-ahead.ts";

export function markdownAhead(): Plugin {
  return {
    name: "portfolio:markdown-ahead",
    apply: "build",
    buildStart() {
      // Once a build, as the cards: not in the development server React Router starts inside it.
      if (this.environment?.name !== "client" || this.environment.mode !== "build") return;
      const markdowns = languages.flatMap((language) =>
        postsOf(language, { drafts: false }).map((post) => post.body),
      );
      renderMarkdownAhead(markdowns);
    },
  };
}
