# Sourced by the scripts that run the suites against another owner's content (test-owner-content.sh,
# test-starter.sh), in that content's checkout: the owner's own `npm test`, the unit tests (some
# read the content), and the template's end-to-end specs that read the content to know what to
# expect (a list, a count, a language, a blog or none), so that a test that assumed the demo's
# content fails here. A new spec runs here unless it is named below among those that do the
# same whatever the content (the form and its earliest press, the particles, the first paint and
# tap, the base path and comments, which need builds of their own), which `npm run test:all`
# holds on the demo.
other_content_suite() {
  npm test
  OTHER_CONTENT=1 npm run test:unit
  local same_whatever_the_content='/(base-path|comments|contact|contact-earliest-press|particles|directions|first-paint|first-tap|seo|budgets)\.spec\.ts$'
  # shellcheck disable=SC2046 # one argument per spec file; their names have no spaces
  npx playwright test --project=template \
    $(ls tests/e2e/*.spec.ts | grep -Ev "$same_whatever_the_content")
}
