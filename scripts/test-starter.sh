#!/usr/bin/env bash
# `npm run test:starter`: what a new owner gets from `npm run new-site` before editing a line,
# built in a checkout of HEAD: the typecheck, both builds and the end-to-end suite against the
# starter (one language, one course, one project, no posts, no write-ups), so that the first
# `npm test` of a new site is green and every test reads the content rather than the demo's.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/lib/head-checkout.sh
source scripts/lib/head-checkout.sh
cd "$dir"
npm run new-site
npm run typecheck
npm run build
npm run build:variants
# The contact form's throttled presses once each (scripts/test-owner-content.sh says why).
EARLIEST_PRESS_ROUNDS=1 npx playwright test
