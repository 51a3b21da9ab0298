// `npm run bench:scale -- --posts N`: how the build and the dev server grow with the number of
// posts. In a copy of this checkout under .bench/scale/ (git-ignored) whose content/ is the demo
// plus N generated posts (scripts/bench/generated-posts.ts), it times a cold build, a rebuild
// after one post is edited and one after a post is added, the dev server's start until that post answers (and its start
// again) and until an edit to it shows (made at once, and a few seconds later), and prints the
// output's size. Nothing of the checkout itself is touched.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, relative, resolve } from "node:path";
import { MARKDOWN_CACHE } from "../app/blog/markdown-key.ts";
import { outputFolders } from "../build-time/build-settings.ts";
import { precompressCacheFolder } from "../build-time/precompress.ts";
import { prerenderCacheFolder } from "../build-time/prerender-cache.ts";
import { SHARE_IMAGE_CACHE } from "../build-time/share-images/cache.ts";
import { generatedPost } from "./bench/generated-posts.ts";
import { numberOption, parseCommand } from "./lib/cli.ts";
import { freePort } from "./lib/free-port.ts";

const { values } = parseCommand({
  usage: "npm run bench:scale --",
  about:
    "Builds the demo with N generated posts added, in a copy under .bench/scale/: times a cold build, a rebuild after editing one post and the dev server's start, and prints the output's size.",
  options: {
    posts: { type: "string", value: "N", default: "100", describe: "posts to generate" },
    "no-dev": { type: "boolean", describe: "skip the dev server's start" },
  },
});
const count = numberOption("--posts", values.posts ?? "100", {
  min: 0,
  max: 10_000,
  integer: true,
});

const root = process.cwd();
const copy = resolve(".bench/scale");
const isWindows = process.platform === "win32";

/** What the copy leaves out: the installed and built, and the owner's own content. */
const LEFT_OUT = new Set([
  "node_modules",
  ".git",
  ...outputFolders(),
  ".content",
  ".react-router",
  "content",
]);

function makeCopy() {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of readdirSync(root)) {
    if (LEFT_OUT.has(entry)) continue;
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  // The installed packages are the checkout's own: a link, not a copy.
  symlinkSync(
    join(root, "node_modules"),
    join(copy, "node_modules"),
    isWindows ? "junction" : "dir",
  );
  cpSync(join(root, "examples/demo"), join(copy, "content"), { recursive: true });
  for (let index = 1; index <= count; index++) {
    const post = generatedPost(index);
    writeFileSync(join(copy, "content/posts", post.file), post.text);
  }
  run("node", ["core/content-source.js"]);
}

function run(command: string, args: string[]) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: copy, encoding: "utf8", shell: isWindows });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${command} ${args.join(" ")} failed in ${relative(root, copy)}`);
  }
  return (performance.now() - started) / 1000;
}

/** Bytes and files under a folder. */
function sizeOf(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

/** Seconds until `url` answers 200 with a body that `ready` accepts. */
async function secondsUntil(url: string, ready: (body: string) => boolean, since: number) {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok && ready(await response.text())) return (performance.now() - since) / 1000;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - since > 300_000) throw new Error(`${url} did not answer in 5 min`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stop(child: ChildProcess) {
  if (isWindows) spawnSync("taskkill", ["/pid", String(child.pid), "/t", "/f"]);
  else if (child.pid) process.kill(-child.pid, "SIGTERM");
}

/**
 * The dev server's start until the post answers, then an edit to the post until it shows: made
 * `editAfter` ms after the post answered (at once, the edit waits for the Markdown renderer,
 * which the server loads only once its first page is sent; an owner who opens the page first
 * and then types finds it loaded).
 */
async function devServer(slug: string, file: string, editAfter = 0) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npx", ["react-router", "dev", "--port", String(port), "--strictPort"], {
    cwd: copy,
    detached: !isWindows,
    stdio: "ignore",
    shell: isWindows,
  });
  try {
    const url = `http://localhost:${port}/blog/${slug}`;
    const ready = await secondsUntil(url, () => true, started);
    await new Promise((resolve) => setTimeout(resolve, editAfter));
    const marker = `Edited for the bench ${Date.now()}`;
    const edited = performance.now();
    appendFileSync(file, `\n${marker}\n`);
    const shown = await secondsUntil(url, (body) => body.includes(marker), edited);
    return { ready, shown };
  } finally {
    stop(child);
  }
}

makeCopy();
const edited = count > 0 ? generatedPost(Math.ceil(count / 2)) : generatedPost(1);
if (count === 0) writeFileSync(join(copy, "content/posts", edited.file), edited.text);
const editedFile = join(copy, "content/posts", edited.file);

// The copy's node_modules is the checkout's, and so are the caches in it: emptied, so that the
// cold build draws every card and icon, renders every post and prerenders every page (the
// rebuild then shows what they save). Of the prerender's and the gzip's, only the copy's
// folder: the checkout's builds keep theirs.
for (const cache of [SHARE_IMAGE_CACHE, MARKDOWN_CACHE.dir])
  rmSync(join(root, cache), { recursive: true, force: true });
for (const folder of [prerenderCacheFolder, precompressCacheFolder])
  rmSync(folder(root, join(copy, "build/client")), { recursive: true, force: true });
const cold = run("npx", ["react-router", "build"]);
const pages = sizeOf(join(copy, "build/client")).files;
appendFileSync(editedFile, "\nOne more sentence, as an owner adds to a post.\n");
const warm = run("npx", ["react-router", "build"]);
// A push with one new post, as a deploy with its build's cache kept builds it.
const added = generatedPost(Math.max(count, 1) + 1);
writeFileSync(join(copy, "content/posts", added.file), added.text);
const withNew = run("npx", ["react-router", "build"]);
const output = sizeOf(join(copy, "build/client"));
const postDir = join(copy, "build/client/blog", edited.slug);
const sizeIn = (file: string) => statSync(join(postDir, file), { throwIfNoEntry: false })?.size;
const postPage = sizeIn("index.html");
const card = sizeIn("share-image.png");
const searchDir = join(copy, "build/client/pagefind");
const search = existsSync(searchDir) ? sizeOf(searchDir) : { bytes: 0, files: 0 };
const dev = values["no-dev"] ? undefined : await devServer(edited.slug, editedFile);
// An owner's every day: the dev server started again, the post as the last one left it (its
// Markdown kept, as the first start after an edit cannot have it), and the post edited a few
// seconds after it answered.
const EDIT_LATER_MS = 3000;
const again = values["no-dev"]
  ? undefined
  : await devServer(edited.slug, editedFile, EDIT_LATER_MS);

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = count + 4;
console.log(
  [
    `| ${total} posts (${count} generated) | |`,
    "| --- | ---: |",
    `| cold build | ${cold.toFixed(1)} s |`,
    `| rebuild after one post's edit | ${warm.toFixed(1)} s |`,
    `| rebuild after one new post | ${withNew.toFixed(1)} s |`,
    `| output | ${mb(output.bytes)} in ${output.files} files (${pages} before the edit and the new post) |`,
    `| one post's page | ${postPage ? kb(postPage) : "not found"} |`,
    `| its share card | ${card ? kb(card) : "none"} |`,
    `| search index | ${mb(search.bytes)} in ${search.files} files |`,
    ...(dev && again
      ? [
          `| dev server, until the edited post answers | ${dev.ready.toFixed(1)} s |`,
          `| dev server started again, until it answers | ${again.ready.toFixed(1)} s |`,
          `| dev server, until an edit made as the post answers shows | ${dev.shown.toFixed(1)} s |`,
          `| dev server, until an edit made ${EDIT_LATER_MS / 1000} s later shows | ${again.shown.toFixed(1)} s |`,
        ]
      : []),
  ].join("\n"),
);
