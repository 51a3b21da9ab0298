// The Vite plugins this site adds: they run in `npm run build` and `npm run dev`, never in the
// visitor's browser.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv, type Plugin, type ViteDevServer } from "vite";
import { profile } from "#content/profile.ts";
import { checkContent } from "#core/content-check.ts";
import { contentFolder, contentPath } from "#core/content-dir.ts";
import {
  defaultLanguage,
  directionOf,
  languages,
  localePath,
  translationOf,
} from "#core/languages.ts";
import { loadOnce } from "#core/load-once.ts";
import { contentIn } from "#core/local-content.ts";
import { postCardPath } from "#core/page-paths.ts";
import { languageDir, readPosts, readWriteUps } from "#core/published.ts";
import { ContentError } from "#core/schema.ts";
import { formatDate } from "../app/blog/dates.ts";
import { isEmailConfigured } from "../app/contact/config.ts";
import { OUTBOX_PATH, outbox } from "../server/outbox.js";
import { drawnTheme, resolveSiteUrl } from "./build-settings.ts";
import { type MarkdownAhead, renderMarkdownAhead } from "./markdown-ahead.ts";
import { drawPostCards } from "./post-cards.ts";
import {
  cardLettersWarning,
  type PostCardInput,
  renderPostCard,
  renderShareImages,
  SHARE_FILE_NAMES,
  shareColors,
} from "./share-images.ts";

/**
 * A bad content entry or a missing image stops the build with a message that names the entry
 * and the field. In `npm run dev` the same message shows in the browser, in Vite's error
 * overlay, on every page until the content is fixed, and on open pages as soon as a content
 * file is saved.
 */
export function contentCheck(): Plugin {
  return {
    name: "portfolio:content-check",
    // Before anything is bundled: the message alone, with no bundler's stack trace under it.
    config(_config, { command }) {
      if (command !== "build") return;
      try {
        checkContent();
        // Drafts are read too: a draft with a broken date fails now, not on the day it is published.
        readPosts({ drafts: true });
        readWriteUps();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        console.error(`\n${error.message}\n\nFix it in ${contentFolder}/ and build again.\n`);
        process.exit(1);
      }
    },
    configureServer(server) {
      // Loaded through Vite, so it sees the content as it is on disk now.
      const problems = async () => {
        try {
          const fresh = await server.ssrLoadModule("/core/content-check.ts");
          fresh.checkContent();
          readPosts({ drafts: true });
          readWriteUps();
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      };
      server.watcher.on("change", async (file) => {
        if (!file.startsWith(contentPath())) return;
        const message = await problems();
        // Fixed: reload, so a page that showed the problem shows the site again.
        if (message) server.hot.send({ type: "error", err: { message, stack: "" } });
        else server.hot.send({ type: "full-reload" });
      });
      server.middlewares.use(async (req, res, next) => {
        if (!req.headers.accept?.includes("text/html")) return next();
        const message = await problems();
        if (!message) return next();
        server.config.logger.error(message);
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(contentErrorPage(message, server.config.base));
      });
    },
  };
}

/** A page that opens Vite's own error overlay with the content problem, and says it without. */
export function contentErrorPage(message: string, base: string): string {
  const text = message.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content error</title>
<script type="module">
import { ErrorOverlay } from ${JSON.stringify(`${base}@vite/client`)};
document.body.append(new ErrorOverlay({ message: ${JSON.stringify(message).replace(/</g, "\\u003c")}, stack: "" }));
</script></head><body><h1>Content error</h1><pre>${text}</pre>
<p>Fix the file in ${contentFolder}/ and save: this page reloads.</p></body></html>`;
}

/**
 * `npm run dev` compiles for the browser the shell every page shares (`file` and what it
 * imports) once the first page has been answered: begun as the server started, that work took
 * the one thread the first page was being rendered on, and held it back a second
 * (docs/performance.md). The browser asks for the same files as the page arrives.
 */
export function warmShellAfterFirstPage(file: string): Plugin {
  return afterFirstPage("portfolio:warm-shell", (server) => {
    void server.environments.client.warmupRequest(file);
  });
}

/**
 * Once `npm run dev` has answered its first page, loads the Markdown renderer (`warmUp` of
 * `file`) in the module runner the pages are rendered in, so that the first edit to a post shows
 * as soon as the next ones (docs/performance.md). After the first page, not with it: it would
 * compete with that page for the one thread.
 */
export function warmMarkdownAfterFirstPage(file: string): Plugin {
  return afterFirstPage("portfolio:warm-markdown", (server) => {
    const { runner } = server.environments.ssr as {
      runner?: { import(url: string): Promise<{ warmUp?: () => Promise<void> }> };
    };
    // Only a head start: a failure here is met again, and shown, by the page that needs it.
    runner
      ?.import(file)
      .then((module) => module.warmUp?.())
      .catch(() => undefined);
  });
}

/** A dev-server plugin that does `work` once, after the first HTML page has been sent. */
function afterFirstPage(name: string, work: (server: ViteDevServer) => void): Plugin {
  return {
    name,
    apply: "serve",
    configureServer(server) {
      let done = false;
      server.middlewares.use((_req, res, next) => {
        if (!done) {
          res.once("finish", () => {
            if (done || !String(res.getHeader("content-type")).includes("text/html")) return;
            done = true;
            work(server);
          });
        }
        next();
      });
    },
  };
}

/**
 * `npm run dev` compiles a module's imports on the server side as soon as the module is
 * compiled, as Vite does for the browser: its loader imports them one after another, and the
 * first page, which loads every route module, waited on the forty screenshots one by one, a
 * second and a half with the thread idle (docs/performance.md). Set here, in the dev server
 * itself, not in the config: React Router's child compiler, which reads the routes' exports
 * with the same config but none of its plugins' server hooks, would then compile every route's
 * imports too, the screenshots among them, and vite-imagetools, which shares its work between
 * the two servers, left some of the dev server's screenshots unknown to it (a 500).
 */
export function serverImportsAhead(): Plugin {
  return {
    name: "portfolio:server-imports-ahead",
    apply: "serve",
    configureServer(server) {
      const ssr = server.environments.ssr;
      if (ssr) (ssr.config.dev as { preTransformRequests: boolean }).preTransformRequests = true;
    },
  };
}

/** `npm run dev` answers the contact form like `npm start` does: into .outbox/. */
export function localOutbox(): Plugin {
  return {
    name: "portfolio:local-outbox",
    apply: "serve",
    configureServer(server) {
      // The same Fastify outbox as `npm start`, handed the dev server's requests for its path;
      // made at the first message, not as the server starts, which it would hold back.
      const app = loadOnce(async () => {
        const { default: Fastify } = await import("fastify");
        const instance = Fastify({ routerOptions: { ignoreDuplicateSlashes: true } });
        await instance.register(outbox, {});
        await instance.ready();
        server.httpServer?.once("close", () => void instance.close());
        return instance;
      });
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== OUTBOX_PATH) return next();
        app().then((instance) => instance.routing(req, res), next);
      });
    },
  };
}

/**
 * The share card, favicon and app icons, drawn from the content on every build (and on every
 * request in `npm run dev`), so they never show an old name.
 */
export function shareImages(): Plugin {
  let postCards: Promise<{ fileName: string; png: Buffer }[]> | undefined;
  let clientDir: string | undefined;
  const render = (owner: typeof profile) =>
    renderShareImages({ ...owner, siteUrl: resolveSiteUrl(), colors: shareColors(drawnTheme()) });
  const POST_CARD = /^blog\/([a-z0-9-]+)\/share-image\.png$/;
  // Read afresh for each card the dev server draws; once for all the cards of a build.
  const look = () => ({ siteUrl: resolveSiteUrl(), colors: shareColors(drawnTheme()) });
  const cardOf = (
    owner: typeof profile,
    post: { title: string; date: string },
    language = defaultLanguage,
    { siteUrl, colors } = look(),
  ): PostCardInput => ({
    title: post.title,
    date: formatDate(post.date, language),
    name: owner.name,
    initials: owner.initials,
    siteUrl,
    colors,
    ...(directionOf(language) === "rtl" ? { dir: "rtl" as const } : {}),
  });
  return {
    name: "portfolio:share-images",
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use(async (req, res, next) => {
        const name = req.url?.split("?")[0]?.slice(base.length);
        const postSlug = name?.match(POST_CARD)?.[1];
        if (postSlug) {
          try {
            const content = await server.ssrLoadModule("/.content/profile.ts");
            const post = readPosts().find((p) => p.slug === postSlug);
            if (!post) return next();
            res.setHeader("Content-Type", "image/png");
            res.end(await renderPostCard(cardOf(content.profile, post)));
          } catch (error) {
            next(error);
          }
          return;
        }
        if (!name || !(SHARE_FILE_NAMES as readonly string[]).includes(name)) return next();
        try {
          // Loaded afresh, so an edit to the profile shows on the next request.
          const content = await server.ssrLoadModule("/.content/profile.ts");
          const files = await render(content.profile);
          res.setHeader("Content-Type", name.endsWith(".svg") ? "image/svg+xml" : "image/png");
          res.end(files[name]);
        } catch (error) {
          next(error);
        }
      });
    },
    // The posts' cards are most of a cold build's work (docs/performance.md): their threads
    // start with the client bundle and draw while the bundles are made and the pages
    // prerendered on the build's own thread; they are written once the pages are.
    async buildStart() {
      // Not in a development server, which React Router also starts inside a build to read the
      // routes' exports: each would draw every card again.
      if (this.environment?.name !== "client" || this.environment.mode !== "build") return;
      const cards: { fileName: string; input: PostCardInput; where: string; language: string }[] =
        [];
      const drawing = look();
      for (const language of languages) {
        const file = (path: string) => localePath(language, path).slice(1);
        const folder = languageDir(language === defaultLanguage ? undefined : language, "posts");
        const dir = language === defaultLanguage ? {} : { dir: folder };
        for (const post of readPosts({ drafts: false, ...dir }))
          cards.push({
            fileName: file(postCardPath(post.slug)),
            input: cardOf(profile, post, language, drawing),
            where: join(folder, `${post.slug}.md`),
            language,
          });
      }
      const { root, build } = this.environment.config;
      clientDir = resolve(root, build.outDir);
      postCards = drawPostCards(cards.map((card) => card.input)).then((drawn) =>
        cards.map(({ fileName }, index) => ({ fileName, png: drawn[index] as Buffer })),
      );
      // Awaited in writeBundle; until then a failure must not end the process as unhandled.
      postCards.catch(() => {});
      // While the cards' threads start.
      const { name, initials, position, technologies } = profile;
      const translations = languages.filter((language) => language !== defaultLanguage);
      const unDrawn = await cardLettersWarning([
        [contentPath("profile.ts"), { name, initials, position, technologies }],
        ...translations.flatMap((language) => {
          const own = translationOf(language)?.profile?.position;
          return own ? [[contentPath(language, "translation.ts"), { position: own }] as const] : [];
        }),
        ...cards.map(({ where, input: { title } }) => [where, { title }] as const),
        // A date is the site's words for it, not the post's: named once per language.
        [
          contentPath("languages.ts"),
          Object.fromEntries(
            languages.map((language) => [
              `the dates in ${language}`,
              cards.filter((card) => card.language === language).map((card) => card.input.date),
            ]),
          ),
        ],
      ]);
      if (unDrawn) this.warn(unDrawn);
    },
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      for (const [fileName, source] of Object.entries(await render(profile))) {
        this.emitFile({ type: "asset", fileName, source });
      }
      // Each other language's site card, with the owner's position in that language.
      for (const language of languages.filter((language) => language !== defaultLanguage)) {
        const card = (await render(contentIn(language).profile))["share-image.png"];
        const fileName = localePath(language, "/share-image.png").slice(1);
        if (card) this.emitFile({ type: "asset", fileName, source: card });
      }
    },
    // After React Router's own (order and sequential), which prerenders the pages.
    writeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (this.environment?.name === "client" || !postCards || !clientDir) return;
        const outDir = clientDir;
        for (const { fileName, png } of await postCards) {
          const file = join(outDir, fileName);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, png);
        }
        postCards = undefined;
      },
    },
  };
}

/**
 * The posts' Markdown rendered into the cache on a thread of its own while the bundles are made,
 * so that the prerender, on the build's thread, finds each post kept (build-time/markdown-ahead.ts).
 */
export function markdownAhead(): Plugin {
  let ahead: MarkdownAhead | undefined;
  return {
    name: "portfolio:markdown-ahead",
    apply: "build",
    buildStart() {
      // Once a build, as the cards: not in the development server React Router starts inside it.
      if (this.environment?.name !== "client" || this.environment.mode !== "build") return;
      const markdowns = languages.flatMap((language) =>
        readPosts({
          drafts: false,
          ...(language === defaultLanguage ? {} : { dir: languageDir(language, "posts") }),
        }).map((post) => post.body),
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

/**
 * The browser's bundle reads the site's translations from the page (app/i18n/page-translation.ts)
 * rather than carrying every language's words: the owner's languages.ts (#content/languages.ts) becomes
 * app/i18n/translations.client.ts there. The prerender and the tests read the real one.
 */
export function wordsFromThePage(): Plugin {
  const registry = fileURLToPath(new URL("../.content/languages.ts", import.meta.url));
  const fromPage = fileURLToPath(new URL("../app/i18n/translations.client.ts", import.meta.url));
  return {
    name: "portfolio:words-from-the-page",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment?.name !== "client" || !source.includes("languages")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === registry ? fromPage : null;
    },
  };
}

/** One line, once per build, so an owner knows where the contact form will send. */
export function emailNotice(mode: string): Plugin {
  return {
    name: "portfolio:email-notice",
    apply: "build",
    buildStart() {
      if (this.environment?.name !== "client") return;
      if (isEmailConfigured(loadEnv(mode, process.cwd(), "VITE_EMAILJS_"))) return;
      this.warn(
        "No EmailJS keys set: the contact form posts to this site's own /api/v1.0/email/send, " +
          "which only `npm start` and `npm run dev` answer. See docs/email.md.",
      );
    },
  };
}
