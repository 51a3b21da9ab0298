// The posts' Markdown rendered into the cache on a thread of its own while the bundles are made,
// so that the prerender, on the build's thread, finds each post kept (build-time/markdown-ahead.ts).
import type { Plugin } from "vite";
import { languages } from "#core/languages.ts";
import { postsOf } from "#core/published.ts";
import { type MarkdownAhead, renderMarkdownAhead } from "../markdown-ahead.ts";

export function markdownAhead(): Plugin {
  let ahead: MarkdownAhead | undefined;
  return {
    name: "portfolio:markdown-ahead",
    apply: "build",
    buildStart() {
      // Once a build, as the cards: not in the development server React Router starts inside it.
      if (this.environment?.name !== "client" || this.environment.mode !== "build") return;
      const markdowns = languages.flatMap((language) =>
        postsOf(language, { drafts: false }).map((post) => post.body),
      );
      ahead = renderMarkdownAhead(markdowns);
    },
    // Once the pages are prerendered (React Router's writeBundle), what is left is not wanted.
    writeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (this.environment?.name === "client") return;
        await ahead?.stop();
        ahead = undefined;
      },
    },
  };
}
