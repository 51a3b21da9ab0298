// @vitest-environment node
// `npm run upgrade`'s git half against two small repositories in temporary folders: a template
// and a fork of it with the owner's content/. Only git runs; no network, no npm.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import {
  conflictAdvice,
  mergeTemplate,
  TEMPLATE_REMOTE,
  UpgradeRefusal,
  upgradeFromTemplate,
} from "./template-merge.ts";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: "pipe" }).trim();

function write(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
}

function commit(root: string, files: Record<string, string>, message: string) {
  write(root, files);
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", message);
}

const OWN_ORIGIN = "https://github.com/an-owner/my-portfolio.git";

/** A template, and a fork of it (another origin) that has committed its content/. */
function templateAndFork() {
  const at = mkdtempSync(join(tmpdir(), "upgrade-"));
  const template = join(at, "template");
  mkdirSync(template);
  git(template, "init", "-q", "-b", "main");
  commit(
    template,
    {
      "app/footer.tsx": "export const footer = 'Made with the template';\n",
      "core/schema.ts": "export const theme = 'dark';\n",
      "examples/demo/profile.ts": "export const name = 'Mira';\n",
    },
    "The template",
  );
  const fork = join(at, "fork");
  git(at, "clone", "-q", template, fork);
  git(fork, "remote", "set-url", "origin", OWN_ORIGIN);
  commit(fork, { "content/profile.ts": "export const name = 'Jordan';\n" }, "My content");
  return { template, fork };
}

/** A later change of the template's: its demo, a default in its schema and its app code. */
const laterChange = {
  "app/footer.tsx": "export const footer = 'Made with the template, now faster';\n",
  "core/schema.ts": "export const theme = 'dark';\nexport const newsletter = false;\n",
  "examples/demo/profile.ts": "export const name = 'Mira Kovacs';\n",
};

beforeEach(() => {
  // Git as a fresh machine has it: none of this machine's settings, a name to commit with.
  const config = join(mkdtempSync(join(tmpdir(), "gitconfig-")), "config");
  writeFileSync(config, "");
  vi.stubEnv("GIT_CONFIG_GLOBAL", config);
  vi.stubEnv("GIT_CONFIG_NOSYSTEM", "1");
  for (const role of ["AUTHOR", "COMMITTER"]) {
    vi.stubEnv(`GIT_${role}_NAME`, "Test");
    vi.stubEnv(`GIT_${role}_EMAIL`, "test@example.com");
  }
});
afterEach(() => vi.unstubAllEnvs());

it("merges the template's later change into a fork with a merge commit, content/ untouched", () => {
  const { template, fork } = templateAndFork();
  commit(template, laterChange, "A later change");
  const { url, result } = upgradeFromTemplate({ cwd: fork, from: template });
  expect(url).toBe(template);
  expect(result).toEqual({ outcome: "merged", files: Object.keys(laterChange).sort() });
  expect(git(fork, "rev-list", "--parents", "-n", "1", "HEAD").split(" ")).toHaveLength(3);
  expect(readFileSync(join(fork, "app/footer.tsx"), "utf8")).toBe(laterChange["app/footer.tsx"]);
  expect(readFileSync(join(fork, "content/profile.ts"), "utf8")).toContain("Jordan");
  expect(git(fork, "status", "--porcelain")).toBe("");
});

it("keeps the template's address as a remote, so the next run needs none", () => {
  const { template, fork } = templateAndFork();
  upgradeFromTemplate({ cwd: fork, from: template });
  expect(git(fork, "remote", "get-url", TEMPLATE_REMOTE)).toBe(template);
  commit(template, laterChange, "A later change");
  expect(upgradeFromTemplate({ cwd: fork }).result.outcome).toBe("merged");
  expect(upgradeFromTemplate({ cwd: fork }).result).toEqual({ outcome: "up to date" });
});

it("takes package.json's address with no remote and no --from, and asks for one without it", () => {
  const { template, fork } = templateAndFork();
  expect(upgradeFromTemplate({ cwd: fork, fallback: template }).url).toBe(template);
  expect(() => upgradeFromTemplate({ cwd: join(fork, "..", "template") })).toThrow(
    /Give its address once with --from/,
  );
});

it("refuses a tree with uncommitted changes, before it adds the remote", () => {
  const { template, fork } = templateAndFork();
  commit(template, laterChange, "A later change");
  write(fork, { "content/profile.ts": "export const name = 'Jordan Lee';\n" });
  expect(() => upgradeFromTemplate({ cwd: fork, from: template })).toThrow(
    "Commit or stash your changes first (git status lists them): content/profile.ts.",
  );
  write(fork, { "content/profile.ts": "export const name = 'Jordan';\n", "content/new.ts": "" });
  expect(() => upgradeFromTemplate({ cwd: fork, from: template })).toThrow(/content\/new\.ts/);
  expect(git(fork, "remote")).toBe("origin");
});

it("keeps no remote whose address does not answer", () => {
  const { fork } = templateAndFork();
  expect(() => upgradeFromTemplate({ cwd: fork, from: join(fork, "no-such-template") })).toThrow(
    /Could not fetch main from .*no-such-template/,
  );
  expect(git(fork, "remote")).toBe("origin");
});

it("refuses the owner's own repository as the template", () => {
  const { fork } = templateAndFork();
  expect(() => upgradeFromTemplate({ cwd: fork, from: OWN_ORIGIN.replace(/\.git$/, "") })).toThrow(
    UpgradeRefusal,
  );
  expect(git(fork, "remote")).toBe("origin");
});

it("lists a conflict, leaves it to the owner, and refuses to start another merge", () => {
  const { template, fork } = templateAndFork();
  commit(fork, { "app/footer.tsx": "export const footer = 'My own footer';\n" }, "My footer");
  commit(template, laterChange, "A later change");
  const { result } = upgradeFromTemplate({ cwd: fork, from: template });
  expect(result).toEqual({ outcome: "conflict", conflicts: ["app/footer.tsx"] });
  expect(readFileSync(join(fork, "app/footer.tsx"), "utf8")).toContain("<<<<<<<");
  expect(() => mergeTemplate(fork, `${TEMPLATE_REMOTE}/main`)).toThrow(/merge is under way/);
  git(fork, "merge", "--abort");
  expect(git(fork, "status", "--porcelain")).toBe("");
});

it("refuses a history that shares no commit with the template's", () => {
  const { template } = templateAndFork();
  const copy = mkdtempSync(join(tmpdir(), "upgrade-copy-"));
  git(copy, "init", "-q", "-b", "main");
  commit(copy, { "content/profile.ts": "export const name = 'Sam';\n" }, "From a copy");
  expect(() => upgradeFromTemplate({ cwd: copy, from: template })).toThrow(/share no commit/);
});

it("says whose each conflicted file is: content/ the owner's, the rest the template's", () => {
  const advice = conflictAdvice(["content/profile.ts", "app/footer.tsx"]).split("\n");
  expect(advice[0]).toContain("2 files");
  expect(advice[1]).toMatch(/content\/profile\.ts +yours: git checkout --ours -- content/);
  expect(advice[2]).toMatch(/app\/footer\.tsx +the template's.*--theirs -- app\/footer\.tsx$/);
  expect(advice.join("\n")).toContain("git merge --abort");
});
