// @vitest-environment node
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it, vi } from "vitest";
import { profile } from "#content/profile.ts";
import type { PostFile } from "#core/post-file.ts";
import { siteUrl } from "~/seo";
import { feedFiles } from "~/site-routes";
import { renderMarkdown } from "./markdown.server";

// A post of the test's own, with a title a reader must show as written: the feeds are built from
// it alone, as the prerender builds them from the owner's posts.
const mixed = "Rust, Python & shell: a <mixed> post";
const post: PostFile = {
  slug: "mixed",
  title: mixed,
  date: "2025-04-01",
  description: "Three languages & one <script> tag, as plain text.",
  tags: ["Rust", "C++"],
  draft: false,
  featured: false,
  body: "",
  bodyLine: 7,
  readingMinutes: 1,
};
// A formula too, rendered as a post's is: the feeds carry its MathML and its TeX.
const formula = await renderMarkdown("Energy: $E = mc^2$.", { images: {}, where: "mixed.md" });
const html = `<p>Body with <a href="/blog">a link</a> &amp; <code>&lt;mixed&gt;</code>.</p>${formula.html}`;

// What the mocked reader gives: the post above, unless a test gives others.
let posts: PostFile[] = [post];

vi.mock("./posts.server", () => ({
  allPosts: () => posts,
  renderPost: async () => ({ html, sections: [] }),
}));

const { atomFeed, jsonFeed, rssFeed } = await import("./feeds.server");
// fast-xml-parser reads character references such as &#38; only with htmlEntities on; every
// XML parser, and so every feed reader, reads them.
const parser = new XMLParser({ ignoreAttributes: false, htmlEntities: true });
const url = `${siteUrl}/blog/${post.slug}`;

describe("every feed carries a title as it was written", () => {
  it("RSS", async () => {
    const xml = await rssFeed();
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = parser.parse(xml).rss.channel.item;
    expect(item.title).toBe(mixed);
  });

  it("Atom, as plain text", async () => {
    const xml = await atomFeed();
    expect(XMLValidator.validate(xml)).toBe(true);
    const entry = parser.parse(xml).feed.entry;
    expect(entry.title).toEqual({ "#text": mixed, "@_type": "text" });
    expect(entry.summary).toEqual({ "#text": post.description, "@_type": "text" });
    // The post itself stays HTML, with its links made whole.
    expect(entry.content["@_type"]).toBe("html");
    expect(entry.content["#text"]).toContain(`href="${siteUrl}/blog"`);
  });
});

describe("every feed carries a post's math", () => {
  // MathML for the readers that lay it out; its TeX in <annotation> for those that show text.
  const math = /<math\b[\s\S]*<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>/;

  it("RSS", async () => {
    const item = parser.parse(await rssFeed()).rss.channel.item;
    expect(item["content:encoded"]).toMatch(math);
  });

  it("Atom", async () => {
    const entry = parser.parse(await atomFeed()).feed.entry;
    expect(entry.content["#text"]).toMatch(math);
  });

  it("JSON Feed", async () => {
    expect(JSON.parse(await jsonFeed()).items[0].content_html).toMatch(math);
  });

  it("JSON Feed", async () => {
    const feed = JSON.parse(await jsonFeed());
    expect(feed.items[0].title).toBe(mixed);
  });
});

describe("the JSON Feed", () => {
  it("has the fields JSON Feed 1.1 requires, and each post whole", async () => {
    const feed = JSON.parse(await jsonFeed());
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: expect.stringContaining(profile.name),
      home_page_url: `${siteUrl}/blog`,
      feed_url: `${siteUrl}${feedFiles.json.path}`,
      authors: [{ name: profile.name }],
    });
    expect(feed.items).toEqual([
      {
        id: url,
        url,
        title: mixed,
        content_html: html.replace('href="/blog"', `href="${siteUrl}/blog"`),
        summary: post.description,
        date_published: "2025-04-01T00:00:00.000Z",
        tags: post.tags,
      },
    ]);
  });

  it("is served as application/feed+json", async () => {
    const { loader } = await import("~/routes/feed-json");
    const response = await loader({
      request: new Request(`${siteUrl}/feed.json`),
    } as Parameters<typeof loader>[0]);
    expect(response.headers.get("Content-Type")).toBe("application/feed+json; charset=utf-8");
    expect((await response.json()).version).toBe("https://jsonfeed.org/version/1.1");
  });
});

describe("an updated post", () => {
  const updated = { ...post, updated: "2025-06-02" };

  it("is updated in Atom, modified in JSON Feed, and still published on its date in RSS", async () => {
    posts = [updated];
    try {
      const entry = parser.parse(await atomFeed()).feed.entry;
      expect(entry.updated).toBe("2025-06-02T00:00:00.000Z");
      expect(entry.published).toBe("2025-04-01T00:00:00.000Z");
      expect(parser.parse(await atomFeed()).feed.updated).toBe("2025-06-02T00:00:00.000Z");
      const item = JSON.parse(await jsonFeed()).items[0];
      expect(item.date_published).toBe("2025-04-01T00:00:00.000Z");
      expect(item.date_modified).toBe("2025-06-02T00:00:00.000Z");
      const rss = parser.parse(await rssFeed()).rss.channel.item;
      expect(rss.pubDate).toBe(new Date("2025-04-01T00:00:00Z").toUTCString());
    } finally {
      posts = [post];
    }
  });

  it("has no modified date in JSON Feed when it was never updated", async () => {
    expect(JSON.parse(await jsonFeed()).items[0]).not.toHaveProperty("date_modified");
    expect(parser.parse(await atomFeed()).feed.entry.updated).toBe("2025-04-01T00:00:00.000Z");
  });
});
