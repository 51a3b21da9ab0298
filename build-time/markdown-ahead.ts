import { Worker } from "node:worker_threads";
import { worthRenderingAhead } from "../app/blog/markdown-key.ts";

// The prerender renders each page on the build's one thread, and a post's Markdown was the
// largest part of a page's work there; the card threads finish long before it does, and a
// core then waits (docs/performance.md, "Builds at scale"). A thread of its own renders the
// posts' Markdown into the cache while the bundles are made, so each page finds its post kept.

/** Fewer Markdown files than this are left to their pages: a thread takes a moment to start. */
const WORTH_A_THREAD = 16;

export type MarkdownAhead = {
  /** Settles once the thread has ended: everything rendered, or failed. */
  finished: Promise<void>;
};

/**
 * Starts rendering, on a thread of its own, each Markdown that the cache does not hold and
 * that renderAhead can render (no pictures). A page whose Markdown is not ready renders it
 * itself, as before.
 */
export function renderMarkdownAhead(markdowns: string[]): MarkdownAhead {
  const none = { finished: Promise.resolve() };
  const todo = [...new Set(markdowns)].filter(worthRenderingAhead);
  if (todo.length < WORTH_A_THREAD) return none;
  let worker: Worker;
  try {
    worker = new Worker(new URL("./markdown-ahead-worker.mjs", import.meta.url), {
      workerData: { markdowns: todo },
    });
  } catch {
    return none;
  }
  // A thread that cannot start (no tsx: installed without the dev dependencies) or fails
  // leaves its Markdown to the pages, which render it and name any mistake in it.
  const finished = new Promise<void>((resolve) => {
    worker.once("exit", () => resolve());
    worker.once("error", () => resolve());
  });
  return { finished };
}
