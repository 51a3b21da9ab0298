// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import type { LoaderFunctionArgs } from "react-router";
import type { Plugin } from "vite";
import { describe, expect, it, vi } from "vitest";
import { contentFolder, contentPath } from "#core/content-dir.ts";
import { defaultLanguage, languages } from "#core/languages.ts";
import { languageDir, postsOf, readPublished } from "#core/published.ts";
import { tagsOf } from "#core/tags.ts";
import { writePostCards } from "./build-end/post-cards.ts";
import { contentCheck } from "./vite-plugins/content-check.ts";
import { shareImages } from "./vite-plugins/share-images.ts";

// Everything a build does with the owner's posts and write-ups, in one process as a build does
// it: each post file must be parsed once and each page's Markdown made into HTML once.

const calls = vi.hoisted(() => ({ parsed: [] as string[], rendered: [] as string[] }));
vi.mock("#core/post-file.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("#core/post-file.ts")>();
  return {
    ...original,
    parsePostFile: (file: string, source: string) => {
      calls.parsed.push(file);
      return original.parsePostFile(file, source);
    },
  };
});
vi.mock("../app/blog/markdown.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../app/blog/markdown.server.ts")>();
  return {
    ...original,
    renderMarkdown: (markdown: string, options: Parameters<typeof original.renderMarkdown>[1]) => {
      calls.rendered.push(options.where);
      return original.renderMarkdown(markdown, options);
    },
  };
});
// Renders kept on disk by an earlier run would count as none made: here each build renders anew.
vi.mock("#core/hash-cache.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#core/hash-cache.ts")>()),
  cachedByHash: <T>(_cache: unknown, _input: string, make: () => Promise<T>) => make(),
}));
// The pictures Vite would encode, each standing for itself; the share cards, not drawn.
vi.mock("../app/blog/markdown-pictures.server.ts", () => ({
  picturesOf: (folder: string) => {
    const dir = contentPath(folder, "images");
    const files = existsSync(dir) ? readdirSync(dir) : [];
    return Object.fromEntries(
      files.map((file) => [
        file,
        { sources: { webp: `/${file}.webp` }, img: { src: `/${file}`, w: 8, h: 5 } },
      ]),
    );
  },
}));
vi.mock("./share-images/draw.ts", () => ({
  shareColors: () => ({}),
  renderShareImages: async () => ({}),
  renderPostCard: async () => Buffer.from(""),
  keptPostCard: () => Buffer.from(""),
}));
vi.mock("./share-images/fonts.ts", () => ({
  cardLettersWarning: async () => undefined,
}));

const hook = <K extends "config" | "buildStart" | "writeBundle">(plugin: Plugin, name: K) => {
  const found = plugin[name];
  return (typeof found === "function" ? found : found?.handler) as (...args: unknown[]) => unknown;
};
/** What a loader is handed for a page; these loaders read only the request. */
const request = (path: string) =>
  ({ request: new Request(`https://example.test${path}`) }) as unknown as LoaderFunctionArgs;

describe("one reader per content kind", () => {
  it("parses each post file once and renders each page's Markdown once per build", async () => {
    // The build's start: the content check reads every post, drafts too.
    hook(contentCheck(), "config")({}, { command: "build" });
    // The config files: the menu (vite.config.ts), the route list, the prerender list and sitemap.
    const viteConfig = (await import("../vite.config.ts")).default as unknown as (
      env: object,
    ) => object;
    viteConfig({ command: "build", mode: "production", isSsrBuild: false, isPreview: false });
    await import("../app/routes.ts");
    await import("../react-router.config.ts");
    // The share cards, one per published post: begun with the client build, handed on after
    // the server build, written at the build's end.
    const cards = shareImages();
    const outDir = mkdtempSync(join(tmpdir(), "content-reads-"));
    await hook(cards, "buildStart").call({
      environment: { name: "client", mode: "build", config: { root: "/", build: { outDir } } },
    });
    await hook(cards, "writeBundle").call({ environment: { name: "ssr", mode: "build" } });
    await writePostCards();
    const emitted = readdirSync(outDir, { recursive: true }).map((file) =>
      String(file).split(sep).join("/"),
    );
    rmSync(outDir, { recursive: true, force: true });
    // The prerender: every page's loader, and the feeds.
    const published = readPublished();
    const blogPost = await import("../app/routes/blog-post.tsx");
    const writeUp = await import("../app/routes/write-up.tsx");
    for (const { slug } of published.posts) await blogPost.loader(request(`/blog/${slug}`));
    for (const { slug } of published.writeUps) await writeUp.loader(request(`/projects/${slug}`));
    if (published.posts.length > 0) {
      (await import("../app/routes/blog.tsx")).loader(request("/blog"));
      await (await import("../app/routes/feed-rss.ts")).loader(request("/rss.xml"));
      await (await import("../app/routes/feed-atom.ts")).loader(request("/atom.xml"));
      await (await import("../app/routes/feed-json.ts")).loader(request("/feed.json"));
      const blogTag = await import("../app/routes/blog-tag.tsx");
      for (const { slug } of tagsOf(published.posts)) blogTag.loader(request(`/blog/tags/${slug}`));
    }

    // The posts of every language: each language's own folder (<content>/<code>/posts/).
    const postFiles = languages.flatMap((language) => {
      const dir = languageDir(language, "posts");
      return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(".md")) : [];
    });
    expect(calls.parsed.sort()).toEqual(postFiles.sort());
    const pages = [
      ...postsOf(defaultLanguage).map((post) => `${contentFolder}/posts/${post.slug}.md`),
      ...published.writeUps.map(({ slug }) => `${contentFolder}/write-ups/${slug}.md`),
    ];
    expect(calls.rendered.sort()).toEqual(pages.sort());
    expect(emitted).toEqual(
      expect.arrayContaining(published.posts.map((p) => `blog/${p.slug}/share-image.png`)),
    );
    // Highlighting code and loading every route module takes a while on a busy machine.
  }, 60_000);
});
