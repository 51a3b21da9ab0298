// `npm run upgrade`: the template's latest changes merged into the owner's fork, then the
// dependencies installed and the site checked. The template never ships a content/ folder, so
// the owner's content takes no part in the merge (docs/upgrading.md).
// `npm run upgrade -- --help` lists the options.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseCommand, usageError } from "./lib/cli.ts";
import {
  conflictAdvice,
  TEMPLATE_BRANCH,
  TEMPLATE_REMOTE,
  UpgradeRefusal,
  upgradeFromTemplate,
} from "./lib/template-merge.ts";

const { values } = parseCommand({
  usage: "npm run upgrade --",
  about: `Merges the template's latest changes into your fork: adds the template as the git remote \`${TEMPLATE_REMOTE}\` if it is missing, fetches its ${TEMPLATE_BRANCH} branch and merges it (a normal merge commit), then runs npm install and npm run check. Refuses while you have uncommitted changes.`,
  options: {
    from: {
      type: "string",
      value: "url",
      describe: `the template's address, kept as the remote \`${TEMPLATE_REMOTE}\` so that once is enough (else package.json's repository.url)`,
    },
  },
});
if (values.from?.trim() === "") usageError("--from needs the template's address");

const { repository } = JSON.parse(readFileSync("package.json", "utf8"));
const fallback: string | undefined = typeof repository === "string" ? repository : repository?.url;

function merge() {
  try {
    return upgradeFromTemplate({ cwd: process.cwd(), from: values.from?.trim(), fallback });
  } catch (error) {
    if (!(error instanceof UpgradeRefusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const { url, result } = merge();
if (result.outcome === "up to date") {
  console.log(`Already up to date with the template (${url}).`);
  process.exit(0);
}
if (result.outcome === "conflict") {
  console.error(conflictAdvice(result.conflicts));
  process.exit(1);
}
console.log(
  `Merged the template's ${TEMPLATE_BRANCH} (${url}): ${result.files.length === 1 ? "one file" : `${result.files.length} files`} changed. Now npm install and npm run check.`,
);
for (const args of [["install"], ["run", "check"]]) {
  // npm is npm.cmd on Windows, which only a shell finds.
  const run = spawnSync("npm", args, { stdio: "inherit", shell: process.platform === "win32" });
  if (run.status !== 0) {
    console.error(
      `npm ${args.join(" ")} failed (above). The update is committed: fix what it names, or go back to before it with git reset --hard ORIG_HEAD.`,
    );
    process.exit(1);
  }
}
console.log("Updated, and npm run check passes: git push publishes it.");
