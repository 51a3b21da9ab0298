// React Router prerenders by asking Vite's preview server for each page (`react-router build`
// starts one, with this config, once every bundle is written). That server's config is this
// file's alone (`prerenderPreview`): a plugin answering every request with the same server
// bundle and React Router's public `createRequestHandler`. A page the last build rendered from
// the same bundle, address and data comes from the cache (build-time/prerender-cache.ts), with
// many pages a second thread renders half of the rest (build-time/prerender-threads.ts), and
// each page to search goes to Pagefind as it is answered (build-time/search-index.ts). React
// Router asks for one page of each route and writes it; the server renders the other pages of
// a route itself, beside it, and writes them as React Router would (build-time/prerender-list.ts,
// prerender-rest.ts; docs/decisions/0023-the-preview-server-renders-a-routes-other-pages.md).
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";
import type { Plugin, ResolvedConfig, UserConfig } from "vite";
import { publishedOrExit } from "#core/published.ts";
import { pageFrame } from "../app/shell/page-frame.ts";
import { hasSearch, searchablePaths } from "../app/site-routes.ts";
import { resolveBasePath } from "./build-settings.ts";
import { createPrerenderCache, type PrerenderCache } from "./prerender-cache.ts";
import { type PrerenderList, ROUTER_ASKS_ALL } from "./prerender-list.ts";
import {
  type Answered,
  type BundleRoutes,
  DATA_HEADER,
  loadsData,
  renderRest,
} from "./prerender-rest.ts";
import { createPrerenderThreads, type Handler, type SharedPrerender } from "./prerender-threads.ts";
import { type SearchIndexing, searchIndexing } from "./search-index.ts";

/** What a build hands the preview server it starts: where its bundles are. Kept on globalThis,
 * since Vite loads the config afresh for the preview server, with fresh copies of this module. */
export type Session = {
  serverDir: string;
  clientDir: string;
  mode: string;
  /** The base path the pages are prerendered under, as React Router's `basename`. */
  basename: string;
  /** The pages and files prerendered, and which React Router asks for. */
  list: PrerenderList;
  stats?: PrerenderStats;
  /** The search index, given each searchable page as it is answered; none without search. */
  search?: SearchIndexing;
};

export type PrerenderStats = { rendered: number; kept: number; threads: boolean };

const SESSION = Symbol.for("portfolio:prerender-session");
const sessions = globalThis as typeof globalThis & { [SESSION]?: Session };

/** The search index the prerender's pages were given to, to write at the build's end. */
export function prerenderSearch(): SearchIndexing | undefined {
  return sessions[SESSION]?.search;
}

/** How many pages and feeds the prerender made, and how many it took from the last build, once
 * it has ended; undefined when no prerender request reached this plugin. */
export function prerenderStats(): PrerenderStats | undefined {
  return sessions[SESSION]?.stats;
}

/** Fails the build when pages were left to a preview server that never answered: a React
 * Router that prerendered otherwise would leave them unwritten. */
export function assertPrerenderedAll(): void {
  const session = sessions[SESSION];
  if (session && session.list.rest.length > 0 && !session.stats)
    throw new Error(
      `Prerender: React Router did not start the preview server, which renders ${session.list.rest.length} of the pages. Build with ${ROUTER_ASKS_ALL}=yes (docs/decisions/0023-the-preview-server-renders-a-routes-other-pages.md).`,
    );
}

/**
 * The page a request is for: React Router asks for a page at its address with a slash
 * (`/blog/`), for its data at `/blog.data` (`/_.data` for the home page), and for a feed or other
 * file at its own address, with its data at `/rss.xml.data`.
 */
const pageOf = (pathname: string) =>
  pathname.replace(/(?:\/_)?\.data$/, "").replace(/(.)\/$/, "$1") || "/";

function requestOf(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.url ?? "/", "http://localhost"), { headers });
}

function send(res: ServerResponse, { status, headers, body }: Answered) {
  res.statusCode = status;
  for (const [name, value] of headers ?? [])
    if (name !== "content-length") res.setHeader(name, value);
  res.setHeader("content-length", body.length);
  res.end(body);
}

/**
 * The data each page was rendered with, by page. A page's data is asked for just before the
 * page, and sent along with it only when it is short; a file's (a feed's) is asked for beside
 * it, so a file waits for its data.
 */
function dataByPage() {
  const given = new Map<string, string>();
  const waiting = new Map<string, (data: string | undefined) => void>();
  return {
    give(page: string, data: string) {
      given.set(page, data);
      waiting.get(page)?.(data);
      waiting.delete(page);
    },
    /** What a page was given; undefined when it has no data (no loader). */
    ofPage: (page: string) => given.get(page),
    ofFile: (page: string) =>
      given.get(page) ??
      new Promise<string | undefined>((resolve) => {
        waiting.set(page, resolve);
        // Should React Router stop asking for a file's data, the file is rendered, not kept,
        // rather than waited for.
        setTimeout(() => resolve(undefined), FILE_DATA_WAIT_MS).unref();
      }),
  };
}

/** How long a file waits for its data request, which React Router sends beside it. */
const FILE_DATA_WAIT_MS = 30_000;

/**
 * What each page's document shows of the published list (app/shell/page-frame.ts), by the
 * address the prerender asks for, under the base path: read now, as the server bundle reads
 * the content when it loads (app/shell/published.ts).
 */
export function framesOf(base: string) {
  const published = publishedOrExit();
  const address = addressOf(base);
  return (pathname: string) => JSON.stringify(pageFrame(published, address(pathname)));
}

/** The page a request is for, by its address without the base path, as the route list names it. */
const addressOf = (base: string) => {
  const under = base.replace(/\/$/, "");
  return (pathname: string) => {
    const page = pageOf(pathname);
    return page === under ? "/" : page.startsWith(`${under}/`) ? page.slice(under.length) : page;
  };
};

/** The search index a build's prerender gives its pages to, where the site has search. */
function searchOf(base: string) {
  const published = publishedOrExit();
  if (!hasSearch(published)) return undefined;
  const indexing = searchIndexing(searchablePaths(published));
  const address = addressOf(base);
  return {
    indexing,
    give: (pathname: string, html: Uint8Array) => indexing.give(address(pathname), html),
  };
}

/** A server bundle loaded: React Router's handler for it, and its routes' modules. */
type Loaded = { handler: Handler; routes: BundleRoutes };

/**
 * React Router's handler for the server bundle the build wrote. The bundle lists only the
 * addresses React Router asks for, and its handler answers an address off its list as no page;
 * so it is given every address the preview server renders.
 */
async function bundleHandler(
  serverBuild: string,
  mode: string,
  prerender: string[],
): Promise<Loaded> {
  const build = await import(/* @vite-ignore */ pathToFileURL(serverBuild).href);
  return { handler: createRequestHandler({ ...build, prerender }, mode), routes: build.routes };
}

/** Answers the preview server's requests during a build's prerender. */
export function answerPrerender(
  session: Session,
  root: string,
  {
    load = bundleHandler,
    threads = createPrerenderThreads(),
    frameOf = framesOf("/"),
    search,
  }: {
    load?: typeof bundleHandler;
    threads?: ReturnType<typeof createPrerenderThreads>;
    frameOf?: (pathname: string) => string;
    /** Given each page as it is answered. */
    search?: { give(pathname: string, html: Uint8Array): void };
  } = {},
) {
  const cache: PrerenderCache = createPrerenderCache(root);
  const data = dataByPage();
  let shared: SharedPrerender | undefined;
  let ready: Promise<Loaded> | undefined;
  /** Once the bundle is written, as the preview server starts: the cache open and a handler. */
  const start = () => {
    ready ??= (async () => {
      await cache.open({ server: session.serverDir, client: session.clientDir });
      const serverBuild = join(session.serverDir, "index.js");
      const { all } = session.list;
      const local = await load(serverBuild, session.mode, all);
      shared = threads.open({
        serverBuild,
        mode: session.mode,
        prerender: all,
        handler: local.handler,
      });
      return { handler: shared?.handler ?? local.handler, routes: local.routes };
    })();
    return ready;
  };
  const rendered = async (request: Request): Promise<Answered> => {
    const response = await (await start()).handler(request);
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  };

  /** Each file's rendering (a feed's), once, for whichever of its two requests asks first. */
  const files = new Map<string, Promise<Answered>>();
  const fileRendered = (page: string, url: string) => {
    const answer = files.get(page) ?? rendered(new Request(url));
    files.set(page, answer);
    return answer;
  };

  /** A request of the prerender's answered, from the cache where it can be. */
  const respond = async (request: Request): Promise<Answered> => {
    await start();
    const url = new URL(request.url);
    const { pathname } = url;
    const page = pageOf(pathname);
    // A file's data (a feed's, asked for with the route it is for): React Router writes it
    // beside the file and never reads it, and the build deletes it (build-end/place-pages.ts).
    // What tells a kept file current is the file itself, so it is rendered here, once, and its
    // hash answered as its data: rendering the data too cost a feed of a thousand posts twice
    // its own time, and its megabytes were sent and written twice.
    if (pathname.endsWith(".data") && url.searchParams.has("_routes")) {
      const file = await fileRendered(page, `${url.origin}${pathname.slice(0, -".data".length)}`);
      if (file.status !== 200) return file;
      const hash = createHash("sha256").update(file.body).digest("hex");
      data.give(page, hash);
      return { status: 200, body: Buffer.from(hash) };
    }
    // A page's data is always rendered: it is what tells a kept page current. The single-page
    // fallback (React Router's SPA request for the home address) is no page of the site.
    if (pathname.endsWith(".data") || request.headers.has("x-react-router-spa-mode")) {
      const answered = await rendered(request);
      if (answered.status >= 200 && answered.status < 300 && pathname.endsWith(".data"))
        data.give(page, answered.body.toString("utf8"));
      return answered;
    }
    const header = request.headers.get(DATA_HEADER);
    const pageData =
      header !== null
        ? decodeURI(header)
        : pathname.endsWith("/")
          ? data.ofPage(page)
          : await data.ofFile(page);
    const fileWithoutData = pageData === undefined && !pathname.endsWith("/");
    // A page is kept by its data and by what its document shows of the published list.
    const key = JSON.stringify([frameOf(pathname), pageData ?? null]);
    const kept = fileWithoutData ? undefined : await cache.get(pathname, key);
    if (kept) {
      files.delete(page);
      if (pathname.endsWith("/")) search?.give(pathname, kept);
      return { status: 200, body: kept };
    }
    const answered = await (files.get(page) ?? rendered(request));
    files.delete(page);
    const { status, body } = answered;
    if (status === 200 && !fileWithoutData) await cache.set(pathname, key, body);
    if (status === 200 && pathname.endsWith("/")) search?.give(pathname, body);
    return answered;
  };

  // The pages React Router does not ask for, rendered beside those it does. Each awaited in
  // `close`; until then a failure must not end the process as unhandled.
  const rest = start().then(async ({ routes }) =>
    renderRest({
      pages: session.list.rest,
      basename: session.basename,
      clientDir: session.clientDir,
      respond,
      loads: (route) => loadsData(routes, route),
      concurrency: shared?.concurrency ?? 1,
    }),
  );
  rest.catch(() => {});

  return {
    answer: async (req: IncomingMessage, res: ServerResponse) =>
      send(res, await respond(requestOf(req))),
    async close() {
      // React Router closes the preview server once its own pages are written: the build goes
      // on once the rest are too, or fails with the first that did not render.
      await rest.finally(() => shared?.close());
      const { kept, rendered } = await cache.close();
      session.stats = { kept, rendered, threads: shared !== undefined };
    },
  };
}

/** The build's half: tells the preview server it starts where the bundles are. */
function prerenderSession(list: () => PrerenderList): Plugin {
  let config: ResolvedConfig;
  return {
    name: "portfolio:prerender-session",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: "post",
      handler() {
        if (this.environment?.name !== "ssr") return;
        sessions[SESSION] = {
          serverDir: resolve(config.root, this.environment.config.build.outDir),
          clientDir: resolve(config.root, config.environments.client?.build.outDir ?? "build"),
          mode: config.mode,
          basename: resolveBasePath(),
          list: list(),
        };
      },
    },
  };
}

/** The preview server's half: answers the prerender's requests while a build runs. */
function prerenderAnswers(session: Session): Plugin {
  let answering: ReturnType<typeof answerPrerender> | undefined;
  return {
    name: "portfolio:prerender-answers",
    configurePreviewServer(server) {
      const search = searchOf(server.config.base);
      session.search = search?.indexing;
      answering = answerPrerender(session, server.config.root, {
        frameOf: framesOf(server.config.base),
        search,
      });
      const { answer } = answering;
      server.middlewares.use((req, res, next) => {
        if (req.method !== "GET") return next();
        answer(req, res).catch(next);
      });
    },
    async closePreviewServer() {
      await answering?.close();
      answering = undefined;
    },
  };
}

/** A rebuild takes the pages whose code and data did not change from the last build, and a
 * site of many pages renders them on two threads: the build's half, for vite.config.ts. */
export function prerenderServer(list: () => PrerenderList): Plugin {
  return prerenderSession(list);
}

/**
 * The whole config of the preview server a build starts to prerender, read by vite.config.ts
 * before anything else; undefined for any other server. It answers every request of the
 * prerender, so it needs no other plugin, React Router's least: in a preview server that one
 * loads the config twice more and starts two file watchers, over a second of a rebuild at a
 * thousand posts. React Router connects afresh for each address, to the address the server
 * names: an address, not "localhost", which each connection looked up again.
 */
export function prerenderPreview(base: string): UserConfig | undefined {
  const session = sessions[SESSION];
  if (!session) return undefined;
  return { base, plugins: [prerenderAnswers(session)], preview: { host: "127.0.0.1" } };
}
