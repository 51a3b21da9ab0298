# Sourced by the scripts that run the suites against other content (test-owner-content.sh,
# test-right-to-left.sh): a checkout of HEAD in a temporary folder, $dir, removed on exit.
dir=$(mktemp -d)
cleanup() { git worktree remove --force "$dir" >/dev/null 2>&1 || rm -rf "$dir"; }
trap cleanup EXIT
git worktree add --detach "$dir" HEAD >/dev/null
# The dependencies are the checkout's own (the same lockfile), hard-linked in a second, so the
# run installs nothing; a real folder, not a symlink, which Vite's dev server would refuse to
# serve from. Where links cannot be made (another disk), a clean install.
if [ ! -d node_modules ] || ! cp -al node_modules "$dir/" 2>/dev/null; then
  rm -rf "$dir/node_modules"
  (cd "$dir" && npm ci --no-audit --no-fund)
fi
