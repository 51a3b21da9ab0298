// The pages React Router does not ask for (build-time/prerender-list.ts), rendered by the
// preview server's own answer without HTTP, and written where and as React Router writes the
// pages it asks for: its data first, then the page given that data.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { RestPage } from "./prerender-list.ts";

/** What the preview server answers a request with. */
export type Answered = { status: number; headers?: Headers; body: Buffer };

/** The header with which React Router passes a page the data it asked for just before. */
export const DATA_HEADER = "x-react-router-prerender-data";

/** React Router passes the data along only when it is shorter than this, encoded; a page
 * with longer data runs its loaders again. */
const DATA_HEADER_LIMIT = 8 * 1024;

/** The modules of a server bundle's routes, as far as this file reads them. */
export type BundleRoutes = Record<
  string,
  { parentId?: string; module: { default?: unknown; loader?: unknown } } | undefined
>;

/**
 * Whether the page a route renders has data: whether it or a route around it has a loader, as
 * React Router decides whether to ask for a page's data. A route without a page (a feed's) is
 * one React Router must ask for itself.
 */
export function loadsData(routes: BundleRoutes, id: string): boolean {
  const route = routes[id];
  if (!route?.module.default)
    throw new Error(
      `Prerender: the route \`${id}\` renders no page, so React Router must ask for each of its addresses (build-time/prerender-list.ts).`,
    );
  for (
    let at: typeof route | undefined = route;
    at;
    at = at.parentId ? routes[at.parentId] : undefined
  )
    if (at.module.loader) return true;
  return false;
}

/** An address under the base path, as React Router writes it. */
const under = (basename: string, path: string) => `${basename}${path}`.replace(/\/\/+/g, "/");

/**
 * Renders each page, `concurrency` at a time, and writes it to `clientDir` at the address
 * React Router would: `<base><path>/index.html`. Its data file is not written: the build
 * deletes every one (build-time/build-end/place-pages.ts). A page or its data that does not
 * render fails the build, naming the address, as React Router's prerender does.
 */
export async function renderRest({
  pages,
  basename,
  clientDir,
  respond,
  loads,
  concurrency,
}: {
  pages: RestPage[];
  basename: string;
  clientDir: string;
  respond: (request: Request) => Promise<Answered>;
  loads: (route: string) => boolean;
  concurrency: number;
}): Promise<void> {
  const one = async ({ path, route }: RestPage) => {
    let data = "";
    if (loads(route)) {
      const asked = await respond(
        new Request(`http://localhost${under(basename, `${path}.data`)}`),
      );
      if (asked.status !== 200 && asked.status !== 202)
        throw new Error(
          `Prerender (data): Received a ${asked.status} status code from \`entry.server.tsx\` while prerendering the \`${path}\` path.`,
        );
      data = asked.body.toString("utf8");
    }
    const headers = new Headers();
    const encoded = data ? encodeURI(data) : "";
    if (encoded && encoded.length < DATA_HEADER_LIMIT) headers.set(DATA_HEADER, encoded);
    const request = new Request(`http://localhost${under(basename, `${path}/`)}`, { headers });
    const page = await respond(request);
    if (page.status !== 200)
      throw new Error(
        `Prerender (html): Received a ${page.status} status code from \`entry.server.tsx\` while prerendering the \`${path}\` path.\n${page.body.toString("utf8")}`,
      );
    const file = join(clientDir, ...`${new URL(request.url).pathname}/index.html`.split("/"));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page.body);
  };
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < pages.length) {
      const page = pages[next++] as RestPage;
      try {
        await one(page);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker));
}
