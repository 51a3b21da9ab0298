#!/usr/bin/env bash
# `npm run test:owner-content`: the whole `npm test` again, in a checkout of HEAD whose content
# is tests/fixtures/owner-content/ (another name, contacts and links, other courses and
# projects with their own screenshots, no optional fields, no posts and no write-ups, so the
# blog must disappear cleanly, and one language, so no switcher and no prefixes) instead of the
# demo's. It proves that an owner who changes their content gets a green `npm test` without
# touching a test. CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
cleanup() { git worktree remove --force "$dir" >/dev/null 2>&1 || rm -rf "$dir"; }
trap cleanup EXIT
git worktree add --detach "$dir" HEAD >/dev/null
# The owner's data replaces the demo's; the schema, the checks and the image helpers stay.
rm -rf "$dir/app/content/images" "$dir/app/content/posts" "$dir/app/content/write-ups" \
  "$dir/app/content/de"
cp -R tests/fixtures/owner-content/. "$dir/app/content/"
# The dependencies are the checkout's own (the same lockfile), hard-linked in a second, so this
# run installs nothing; a real folder, not a symlink, which Vite's dev server would refuse to
# serve from. Where links cannot be made (another disk), a clean install.
if [ ! -d node_modules ] || ! cp -al node_modules "$dir/" 2>/dev/null; then
  rm -rf "$dir/node_modules"
  (cd "$dir" && npm ci --no-audit --no-fund)
fi
cd "$dir"
npm test
