#!/usr/bin/env bash
# `npm run test:owner-content`: a second owner's `npm test`, and the template's tests that read
# the content (scripts/lib/other-content-suite.sh), in a checkout of HEAD whose content is
# tests/fixtures/owner-content/ (another name, contacts and links, other courses and projects
# with their own screenshots, their own accent colour and stylesheet, no other optional field, no
# posts and no write-ups, so the blog must disappear cleanly, and one language, so no switcher and
# no prefixes) instead of the demo's. It proves that an owner who changes their content gets a
# green `npm test` without touching a test, and that their fork takes a later change of the
# template's with no conflict (docs/upgrading.md), its colours among them: the suite runs on the
# merged tree. CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/lib/head-checkout.sh
source scripts/lib/head-checkout.sh
# shellcheck source=scripts/lib/other-content-suite.sh
source scripts/lib/other-content-suite.sh
# The owner's content/, as a fork has it: the build reads it instead of the demo, and no file
# of the template is touched.
cp -R tests/fixtures/owner-content "$dir/content"
cd "$dir"

# The update path. Every commit is made on the checkout's detached HEAD, so the repository
# gains no branch, under a name of its own (a fresh CI clone has none), and without hooks.
export GIT_AUTHOR_NAME="Template update test" GIT_AUTHOR_EMAIL="template-update@example.com"
export GIT_COMMITTER_NAME="$GIT_AUTHOR_NAME" GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"
template=$(git rev-parse HEAD)
# A later change of the template's, made beside the fork: its demo, a default in its schema
# (a new field with one), an app component's markup and the very accent line of tokens.css an
# owner once had to edit for a colour of their own.
later() {
  perl -pi -e "$2" "$1"
  if git diff --quiet -- "$1"; then
    echo "test-owner-content.sh: $1 no longer has what the simulated update edits ($2)" >&2
    exit 1
  fi
}
later examples/demo/profile.ts 's/^(\s*name: ")/${1}Dr. /'
later core/schema.ts 's/^(export const siteSchema = z\.strictObject\(\{)$/$1\n  newsletter: z.boolean().default(false),/'
later app/shell/site-footer.tsx 's/<footer className="site-footer">/<footer className="site-footer" data-updated="">/'
later app/styles/tokens.css 's/^(  --color-accent: light-dark\()#c8102e,/${1}#c5102d,/'
git commit -q --no-verify -a -m "A later change of the template's"
update=$(git rev-parse HEAD)
# The fork: the template as it was, and the owner's content/ committed on it.
git checkout -q --detach "$template"
git add content
git commit -q --no-verify -m "The owner's content"
# Merged as `npm run upgrade` merges template/main, and the merge must need no hand.
UPDATE="$update" npx tsx --input-type=module -e '
  import { mergeTemplate } from "./scripts/lib/template-merge.ts";
  const result = mergeTemplate(process.cwd(), process.env.UPDATE);
  if (result.outcome !== "merged") {
    console.error(`The template update did not merge cleanly: ${JSON.stringify(result)}`);
    process.exit(1);
  }
  console.log(`The template update merged into the fork with no conflict: ${result.files.join(", ")}`);
'

other_content_suite
