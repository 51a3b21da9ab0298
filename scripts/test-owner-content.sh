#!/usr/bin/env bash
# `npm run test:owner-content`: the whole `npm test` again, in a checkout of HEAD whose content
# is tests/fixtures/owner-content/ (another name, contacts and links, other courses and
# projects with their own screenshots, no optional fields, no posts and no write-ups, so the
# blog must disappear cleanly, and one language, so no switcher and no prefixes) instead of the
# demo's. It proves that an owner who changes their content gets a green `npm test` without
# touching a test. CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/lib/head-checkout.sh
source scripts/lib/head-checkout.sh
# The owner's content/, as a fork has it: the build reads it instead of the demo, and no file
# of the template is touched.
cp -R tests/fixtures/owner-content "$dir/content"
cd "$dir"
npm test
