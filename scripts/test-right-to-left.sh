#!/usr/bin/env bash
# `npm run test:right-to-left`: the demo with a third language written right to left (Arabic,
# tests/fixtures/rtl-language/), built in a checkout of HEAD, and the checks about languages,
# layout and the menu run against it: the page mirrors, the menu and the particles' hover behave
# as in the other languages, and the CV's PDF in Arabic reads from the right. CI runs it; an
# owner's own `npm test` needs none of it.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/lib/head-checkout.sh
source scripts/lib/head-checkout.sh
# An owner who started from the demo (npm run new-site -- --demo) adds Arabic beside German.
cp -R examples/demo "$dir/content"
cp -R tests/fixtures/rtl-language/ar "$dir/content/ar"
cp tests/fixtures/rtl-language/languages.ts "$dir/content/languages.ts"
cd "$dir"
npm run typecheck
npm run build
# Each page's language, direction, heading, hreflang set and links, read from the build, and
# the layout, the menu and the particles in a browser.
npx playwright test tests/site/head.spec.ts tests/site/links.spec.ts tests/site/feeds.spec.ts \
  tests/e2e/directions.spec.ts tests/e2e/languages.spec.ts tests/e2e/layout.spec.ts \
  tests/e2e/particles.spec.ts
# Every language's CV PDF read back with Poppler, the Arabic one from the right.
npm run test:pdf
