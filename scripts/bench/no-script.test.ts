import { describe, expect, it } from "vitest";
import { asWithoutScripts } from "./no-script";

describe("asWithoutScripts", () => {
  it("drops scripts and module preloads, and keeps what <noscript> holds as part of the page", () => {
    const page = [
      '<head><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/a.css">',
      "<script>window.x = 1;</script></head>",
      '<body><ul data-ready="false"><li>One</li></ul>',
      "<noscript><style>ul{visibility:visible}</style></noscript>",
      '<script type="module">import("/assets/b.js")</script></body>',
    ].join("");
    expect(asWithoutScripts(page)).toBe(
      '<head><link rel="stylesheet" href="/a.css"></head>' +
        '<body><ul data-ready="false"><li>One</li></ul><style>ul{visibility:visible}</style></body>',
    );
  });
});
