// The git half of `npm run upgrade`: the template as a remote named `template`, fetched, and its
// main branch merged into the owner's fork as a normal merge commit. The template never ships a
// content/ folder, so the owner's content meets none of its changes; a conflict is left for the
// owner, with the files listed and what to do with each (docs/upgrading.md).
import { spawnSync } from "node:child_process";
import { OWNER_DIR } from "#core/content-source.js";

export const TEMPLATE_REMOTE = "template";
export const TEMPLATE_BRANCH = "main";

/** A state the command will not act on, said in one line; nothing has been changed. */
export class UpgradeRefusal extends Error {}

export type MergeResult =
  | { outcome: "up to date" }
  | { outcome: "merged"; files: string[] }
  | { outcome: "conflict"; conflicts: string[] };

type Run = { ok: boolean; out: string; err: string };

function git(cwd: string, args: string[]): Run {
  const run = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    // A fetch that needs a password fails at once instead of waiting at a prompt.
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
  });
  if (run.error) throw new UpgradeRefusal(`git could not be run: ${run.error.message}`);
  // Trimmed at the end only: a status line starts with a space.
  return { ok: run.status === 0, out: run.stdout.trimEnd(), err: run.stderr.trimEnd() };
}

const lines = (text: string) => text.split("\n").filter(Boolean);
/** git's own reason, as one line: its last line that says something. */
const reason = (run: Run) => lines(run.err || run.out).at(-1) ?? "git gave no reason";

/** The same repository, however its address is written. */
const sameAddress = (a: string, b: string) => {
  const plain = (url: string) =>
    url
      .trim()
      .replace(/^git\+/, "")
      .replace(/\.git\/?$|\/$/, "")
      .toLowerCase();
  return plain(a) === plain(b);
};

/** Refuses on uncommitted changes or an unfinished merge: a merge must not mix with either. */
function refuseUnlessClean(cwd: string) {
  if (git(cwd, ["rev-parse", "-q", "--verify", "MERGE_HEAD"]).ok)
    throw new UpgradeRefusal(
      "A merge is under way: finish it (git add the files, then git commit) or back out with git merge --abort.",
    );
  const changed = lines(git(cwd, ["status", "--porcelain", "--untracked-files=all"]).out).map(
    (line) => line.slice(3),
  );
  if (changed.length)
    throw new UpgradeRefusal(
      `Commit or stash your changes first (git status lists them): ${changed.slice(0, 3).join(", ")}${changed.length > 3 ? ` and ${changed.length - 3} more` : ""}.`,
    );
}

/**
 * Merges `ref` into the checked-out branch, refused on a tree that is not clean and where the
 * two histories share no commit. A conflict is left in place, listed.
 */
export function mergeTemplate(cwd: string, ref: string): MergeResult {
  refuseUnlessClean(cwd);
  if (!git(cwd, ["merge-base", "HEAD", ref]).ok)
    throw new UpgradeRefusal(
      `Your history and ${ref} share no commit (a repository made with "Use this template" or copied): docs/upgrading.md says how to join them once.`,
    );
  const before = git(cwd, ["rev-parse", "HEAD"]).out;
  const merge = git(cwd, ["merge", "--no-edit", ref]);
  if (merge.ok) {
    const after = git(cwd, ["rev-parse", "HEAD"]).out;
    if (after === before) return { outcome: "up to date" };
    return {
      outcome: "merged",
      files: lines(git(cwd, ["diff", "--name-only", before, after]).out),
    };
  }
  const conflicts = lines(git(cwd, ["diff", "--name-only", "--diff-filter=U"]).out);
  if (conflicts.length) return { outcome: "conflict", conflicts };
  throw new UpgradeRefusal(`git merge ${ref} stopped: ${reason(merge)}`);
}

export type UpgradeOptions = {
  /** The fork: a git repository's working tree. */
  cwd: string;
  /** The template's address as given (`--from`), which also updates the remote's. */
  from?: string;
  /** Where the template is when neither `from` nor a `template` remote says: package.json's. */
  fallback?: string;
};

/**
 * Adds the `template` remote if missing (or points it at `from`), fetches its main branch and
 * merges it. Every refusal comes before anything has changed, the remote included.
 */
export function upgradeFromTemplate({ cwd, from, fallback }: UpgradeOptions) {
  if (git(cwd, ["rev-parse", "--is-inside-work-tree"]).out !== "true")
    throw new UpgradeRefusal(
      "This folder is not a git repository: npm run upgrade merges the template into your fork's history.",
    );
  const known = git(cwd, ["remote", "get-url", TEMPLATE_REMOTE]);
  const url = from ?? (known.ok ? known.out : fallback);
  if (!url)
    throw new UpgradeRefusal(
      "Where is the template? Give its address once with --from <url>; it is kept as the remote `template`.",
    );
  const origin = git(cwd, ["remote", "get-url", "origin"]);
  if (origin.ok && sameAddress(origin.out, url))
    throw new UpgradeRefusal(
      `${url} is your own repository (origin): give the template's address with --from <url>.`,
    );
  // Before the remote is touched: a refusal changes nothing.
  refuseUnlessClean(cwd);
  if (!known.ok) git(cwd, ["remote", "add", TEMPLATE_REMOTE, url]);
  else if (known.out !== url) git(cwd, ["remote", "set-url", TEMPLATE_REMOTE, url]);
  const fetch = git(cwd, ["fetch", "--no-tags", TEMPLATE_REMOTE, TEMPLATE_BRANCH]);
  if (!fetch.ok) {
    // An address that does not answer is not kept: the next run asks again.
    if (!known.ok) git(cwd, ["remote", "remove", TEMPLATE_REMOTE]);
    else git(cwd, ["remote", "set-url", TEMPLATE_REMOTE, known.out]);
    throw new UpgradeRefusal(
      `Could not fetch ${TEMPLATE_BRANCH} from ${url} (${reason(fetch)}): is the address right? Give it with --from <url>.`,
    );
  }
  return { url, result: mergeTemplate(cwd, `${TEMPLATE_REMOTE}/${TEMPLATE_BRANCH}`) };
}

/** What to do about each conflicted file: content/ is the owner's, the rest the template's. */
export function conflictAdvice(conflicts: readonly string[]): string {
  const width = Math.max(...conflicts.map((file) => file.length));
  const yours = (file: string) => file.startsWith(`${OWNER_DIR}/`);
  return [
    `The template's changes meet yours in ${conflicts.length === 1 ? "one file" : `${conflicts.length} files`}:`,
    ...conflicts.map(
      (file) =>
        `  ${file.padEnd(width)}  ${
          yours(file)
            ? `yours: git checkout --ours -- ${file}`
            : `the template's, unless you changed it on purpose: git checkout --theirs -- ${file}`
        }`,
    ),
    "Or open each file and keep what you want between the <<<<<<< and >>>>>>> marks; a file",
    "one side deleted goes with git rm, or stays with git add.",
    "Then git add the files and git commit to finish the update, or git merge --abort to back out.",
  ].join("\n");
}
