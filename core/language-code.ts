// The shape of a language code (a BCP 47 tag: "de", "pt-BR", "zh-Hant", "zh-Hant-TW"), written
// once: the schema accepts a translation's code by it, and the addresses are matched by it
// (core/languages.ts; deploy/nginx.conf and vercel.json, which build-time/deploy-patterns.test.ts holds to
// it). Without groups that capture, so that nginx, JavaScript and Vercel's path patterns
// (path-to-regexp) read it alike. Pure, with no content: the schema imports it.
export const LANGUAGE_CODE = "[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-[A-Z]{2})?";
