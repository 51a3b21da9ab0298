#!/usr/bin/env bash
# `npm run test:starter`: what a new owner gets from `npm run new-site` before editing a line,
# in a checkout of HEAD: its `npm test` (the typecheck, the build and the checks of the site),
# and the template's tests that read the content (scripts/lib/other-content-suite.sh) against
# the starter (one language, one course, one project, no posts, no write-ups), so that the
# first `npm test` of a new site is green and every test reads the content rather than the
# demo's.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/lib/head-checkout.sh
source scripts/lib/head-checkout.sh
# shellcheck source=scripts/lib/other-content-suite.sh
source scripts/lib/other-content-suite.sh
cd "$dir"
npm run new-site
other_content_suite
