// The pages a rebuild cannot have changed, taken from the last build instead of rendered again:
// build-time/prerender-server.ts asks it for each page and file React Router prerenders, by
// address and data.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

/** Where the pages are kept: a folder per build folder (`build/`, `build-base/`, …). */
export const PRERENDER_CACHE = "node_modules/.cache/prerendered";

export type PrerenderCache = {
  /** Once the server bundle is written, before the first page. */
  open(dirs: { server: string; client: string }): Promise<void>;
  /** The page (or feed) rendered before for this address and data by the same server bundle. */
  get(path: string, data: string | undefined): Promise<Buffer | undefined>;
  /** Keeps a page (or feed) rendered now, by its address, its data and the server bundle. */
  set(path: string, data: string | undefined, content: string | Buffer): Promise<void>;
  /** After the last page: drops what this build did not use, and says what it did. */
  close(): Promise<{ kept: number; rendered: number; dropped: number }>;
};

/**
 * The environment's settings a build reads (build-time/build-settings.ts, core/site-options.ts,
 * NODE_ENV, and Vite's VITE_ variables), and those Node's own sorting and dates read (the locale,
 * the time zone, Node's options). The rest says nothing about a page: npm lengthens PATH for
 * each script it runs, so a page kept by `npm run build` would be missed by `npm test`.
 */
const BUILD_SETTINGS =
  /^(?:SITE_|VITE_|LC_|BASE_PATH$|BUILD_DIR$|CSP_META$|NODE_ENV$|NODE_OPTIONS$|LANG$|LANGUAGE$|TZ$)/;

/** A partial file older than this was left by a build that stopped; a newer one may be writing. */
const STOPPED_AFTER_MS = 60 * 60 * 1000;

/**
 * What a page's HTML is made of besides its address, its data and its frame: the server bundle
 * (the routes' code, what the config defined in it, and the browser's asset names in its
 * manifest; not the list of addresses prerendered), the
 * packages it imports rather than bundles (React's renderer among them: the lock files name
 * what is installed), Node's own (its ICU formats
 * numbers) and the settings the prerender runs with (a loader reads the owner's options).
 */
async function bundleStamp(
  root: string,
  serverDir: string,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const hash = createHash("sha256");
  for (const lock of ["package-lock.json", "node_modules/.package-lock.json"])
    hash.update(await readFile(join(root, lock)).catch(() => `no ${lock}`));
  hash.update(JSON.stringify(process.versions));
  const files = (await readdir(serverDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(`${file.slice(serverDir.length)}\0`);
    const bytes = await readFile(file);
    hash.update(file.endsWith(".js") ? withoutPrerenderList(bytes) : bytes);
  }
  const settings = Object.entries(env)
    .filter(([name]) => BUILD_SETTINGS.test(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  hash.update(JSON.stringify(settings));
  return hash.digest("hex");
}

/**
 * The list of every address prerendered, which React Router writes into the server bundle: it
 * answers an address off the list differently, but every page the prerender asks for is on
 * it, so no page's HTML depends on the others' addresses. Left out of the stamp, a new post
 * keeps the pages it does not show (each page's frame and data key it, prerender-server.ts).
 * Should the bundle write it otherwise, nothing is left out, and every page is rendered again.
 */
const PRERENDER_LIST = /^(var|let|const) prerender = (\[[^\]]*\]);$/m;

export function withoutPrerenderList(file: Buffer): Buffer | string {
  const text = file.toString("utf8");
  const found = PRERENDER_LIST.exec(text);
  if (!found?.[2]) return file;
  try {
    const list: unknown = JSON.parse(found[2].replace(/,(\s*)\]$/, "$1]"));
    if (!Array.isArray(list) || !list.every((path) => typeof path === "string")) return file;
  } catch {
    return file;
  }
  return text.replace(PRERENDER_LIST, "$1 prerender = [];");
}

/** In each build folder's cache, the build folder it is for. */
const FOLDER_OF = "client-folder.txt";

/** A build folder's cache: by the folder's whole path, since the scale bench's copy under
 * .bench/ shares this node_modules. */
export const prerenderCacheFolder = (root: string, client: string) =>
  join(
    root,
    PRERENDER_CACHE,
    createHash("sha256").update(resolve(client)).digest("hex").slice(0, 16),
  );

/** The caches of build folders that are gone (a test's temporary copy, say) go with them. */
async function dropGoneFolders(cacheDir: string) {
  for (const folder of await readdir(cacheDir).catch(() => [])) {
    const client = await readFile(join(cacheDir, folder, FOLDER_OF), "utf8").catch(() => "");
    if (!existsSync(dirname(client)))
      await rm(join(cacheDir, folder), { recursive: true, force: true });
  }
}

export function createPrerenderCache(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): PrerenderCache {
  let stamp: string | undefined;
  let dir = "";
  const used = new Set<string>();
  let kept = 0;
  let rendered = 0;
  let writes = 0;
  const fileOf = (path: string, data: string | undefined) => {
    const key = createHash("sha256")
      .update(`${stamp}\0${path}\0`)
      .update(data ?? "")
      .digest("hex");
    used.add(`${key}.page`);
    return join(dir, `${key}.page`);
  };
  return {
    async open({ server, client }) {
      used.clear();
      kept = 0;
      rendered = 0;
      stamp = await bundleStamp(root, server, env);
      dir = prerenderCacheFolder(root, client);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, FOLDER_OF), resolve(client));
    },
    async get(path, data) {
      if (stamp === undefined) return undefined;
      const content = await readFile(fileOf(path, data)).catch(() => undefined);
      // An empty file is no page: what a machine's crash can leave of a write.
      if (!content?.length) return undefined;
      kept++;
      return content;
    },
    async set(path, data, content) {
      if (stamp === undefined) return;
      rendered++;
      const file = fileOf(path, data);
      // Written whole, then named: a build stopped halfway leaves no half page behind. A page
      // that cannot be kept (another build emptied the folder meanwhile) is rendered next time.
      const partial = `${file}.${process.pid}-${++writes}.partial`;
      try {
        await writeFile(partial, content);
        await rename(partial, file);
      } catch {
        await rm(partial, { force: true });
      }
    },
    async close() {
      if (stamp === undefined) return { kept: 0, rendered: 0, dropped: 0 };
      const now = Date.now();
      const stale = [];
      for (const file of await readdir(dir).catch(() => [])) {
        if (file === FOLDER_OF || used.has(file)) continue;
        // Another build of the same folder may be writing its partial files now.
        if (file.endsWith(".partial")) {
          const modified = await stat(join(dir, file)).then(
            (s) => s.mtimeMs,
            () => now,
          );
          if (now - modified < STOPPED_AFTER_MS) continue;
        }
        stale.push(file);
      }
      await Promise.all(stale.map((file) => rm(join(dir, file), { force: true })));
      await dropGoneFolders(join(root, PRERENDER_CACHE));
      return { kept, rendered, dropped: stale.length };
    },
  };
}
