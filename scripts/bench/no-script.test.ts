// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../../server/site-server.js";
import { asWithoutScripts, pagesWithoutScripts } from "./no-script";

const page = [
  '<head><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/a.css">',
  "<script>window.x = 1;</script></head>",
  '<body><ul data-ready="false"><li>One</li></ul>',
  "<noscript><style>ul{visibility:visible}</style></noscript>",
  '<script type="module">import("/assets/b.js")</script></body>',
].join("");
const withoutScripts =
  '<head><link rel="stylesheet" href="/a.css"></head>' +
  '<body><ul data-ready="false"><li>One</li></ul><style>ul{visibility:visible}</style></body>';

describe("asWithoutScripts", () => {
  it("drops scripts and module preloads, and keeps what <noscript> holds as part of the page", () => {
    expect(asWithoutScripts(page)).toBe(withoutScripts);
  });
});

describe("pagesWithoutScripts", () => {
  const root = mkdtempSync(join(tmpdir(), "no-script-"));
  mkdirSync(join(root, "projects"));
  writeFileSync(join(root, "projects", "index.html"), page);
  const site = createSiteServer({
    root,
    config: () => ({ base: "/", headers: {} }),
    plugins: [pagesWithoutScripts("/__bench/without-scripts", root, () => ["/projects"])],
  });
  afterAll(() => site.close());

  it("serves a known route without its scripts, and nothing else", async () => {
    const origin = await site.listen({ port: 0, host: "127.0.0.1" });
    const known = await fetch(`${origin}/__bench/without-scripts/projects`);
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(withoutScripts);
    for (const path of [
      "/__bench/without-scripts/..%2f..%2fetc",
      "/__bench/without-scripts/nope",
    ]) {
      expect((await fetch(`${origin}${path}`)).status).toBe(404);
    }
  });
});
