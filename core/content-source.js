// Which folder the site is built from: the owner's `content/` once it exists, else the demo in
// `examples/demo/`, which the template keeps apart so that a fork's content/ never meets the
// template's own files in a merge (docs/decisions/0013-the-owners-content-apart.md).
//
// Code imports the owner's modules as `#content/<name>.ts` (package.json "imports"), which point
// at `.content/`: one small file per module that re-exports the chosen folder's. A plain
// re-export is the one form that every tool here resolves alike (tsc, Vite and the build's
// config bundler, tsx, Playwright), where none of them can pick between two folders on its own.
// `.content/` is written on install and before every command that reads content (package.json),
// and the content check stops a build whose `.content/` names the wrong folder.
//
// Plain JavaScript, so that it runs as `node core/content-source.js` before anything is built.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const OWNER_DIR = "content";
export const DEMO_DIR = "examples/demo";
export const SOURCE_DIR = ".content";

/** The modules an owner's folder holds, each re-exported from `.content/`. */
export const CONTENT_MODULES = ["site", "profile", "courses", "projects", "languages"];

/**
 * The modules an owner's folder may leave out, each with what `.content/` says in its place:
 * a fork made before the module existed builds as it did.
 */
export const OPTIONAL_MODULES = {
  cv: 'import type { Cv } from "../core/schema.ts";\n\nexport const cv: Cv = {};\n',
};

/**
 * The folder the site is built from, relative to the project's root.
 * @param {string} root
 */
export function chosenContentDir(root = process.cwd()) {
  return existsSync(join(root, OWNER_DIR)) ? OWNER_DIR : DEMO_DIR;
}

/**
 * The files of `.content/` for a content folder (in the project at `root`).
 * @param {string} dir
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function sourceFiles(dir, root = process.cwd()) {
  const note = "// Written by core/content-source.js: which folder the site is built from.\n";
  const reExport = (/** @type {string} */ name) =>
    `${note}export * from ${JSON.stringify(`../${dir}/${name}.ts`)};\n`;
  return {
    "dir.ts": `${note}export const contentDir = ${JSON.stringify(dir)};\n`,
    ...Object.fromEntries(CONTENT_MODULES.map((name) => [`${name}.ts`, reExport(name)])),
    ...Object.fromEntries(
      Object.entries(OPTIONAL_MODULES).map(([name, standIn]) => [
        `${name}.ts`,
        existsSync(join(root, dir, `${name}.ts`))
          ? reExport(name)
          : `${note}// ${dir}/${name}.ts does not exist: this stands in for it.\n${standIn}`,
      ]),
    ),
  };
}

/**
 * Whether `.content/` says what it would be written to now: a module made or removed since
 * (content/cv.ts while `npm run dev` runs) is read only once it is written again.
 * @param {string} root
 */
export function contentSourceIsCurrent(root = process.cwd()) {
  const target = join(root, SOURCE_DIR);
  return Object.entries(sourceFiles(chosenContentDir(root), root)).every(
    ([file, text]) =>
      existsSync(join(target, file)) && readFileSync(join(target, file), "utf8") === text,
  );
}

/**
 * Writes `.content/` for the folder chosen now, touching only what changed (a rewrite would make
 * a running dev server reload); returns the folder.
 * @param {string} root
 */
export function writeContentSource(root = process.cwd()) {
  const dir = chosenContentDir(root);
  const target = join(root, SOURCE_DIR);
  mkdirSync(target, { recursive: true });
  for (const [file, text] of Object.entries(sourceFiles(dir, root))) {
    const path = join(target, file);
    if (!existsSync(path) || readFileSync(path, "utf8") !== text) writeFileSync(path, text);
  }
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeContentSource();
