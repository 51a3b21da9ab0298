// The posts' Markdown rendered into the cache on a thread of its own while the bundles are made,
// so that the prerender, on the build's thread, finds each post kept (build-time/markdown-ahead.ts).
import type { Plugin } from "vite";
import { languages } from "#core/languages.ts";
import { postsOf } from "#core/published.ts";
import { type MarkdownAhead, renderMarkdownAhead } from "../markdown-ahead.ts";
import { startEarly, takeEarly } from "./early-start.ts";

const EARLY = "markdown ahead";

const renderAhead = () =>
  renderMarkdownAhead(
    languages.flatMap((language) => postsOf(language, { drafts: false }).map((post) => post.body)),
  );

/** `building`: the config is read for a build, so the thread starts now, as the cards' do
 * (share-images.ts), rather than with the client bundle a second later. */
export function markdownAhead({ building = false }: { building?: boolean } = {}): Plugin {
  if (building) startEarly(EARLY, renderAhead);
  let ahead: MarkdownAhead | undefined;
  return {
    name: "portfolio:markdown-ahead",
    apply: "build",
    buildStart() {
      // Once a build, as the cards: not in the development server React Router starts inside it.
      if (this.environment?.name !== "client" || this.environment.mode !== "build") return;
      ahead = takeEarly<MarkdownAhead>(EARLY) ?? renderAhead();
    },
    // The prerender starts once the server bundle is written, and waits here for every post's
    // Markdown: left to run beside it, the thread had the prerender's threads render posts
    // too, each loading the renderer, and a cold build at 1,004 posts took 1.05 of the time
    // (0.92–1.09 over five pairs); the cards' threads keep the cores busy meanwhile.
    writeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (this.environment?.name === "client") return;
        await ahead?.finished;
        ahead = undefined;
      },
    },
  };
}
