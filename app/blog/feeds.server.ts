// The RSS 2.0 and Atom feeds: every published post with its full content, written by the
// prerender as /rss.xml and /atom.xml.
import { Feed } from "feed";
import { profile } from "~/content/profile";
import { siteUrl } from "~/seo";
import { allPosts, renderPost } from "./posts.server";

/** Feed readers show a post away from the site, so every link and image gets its full URL. */
export function absoluteUrls(html: string, pageUrl: string): string {
  const absolute = (url: string) =>
    url.startsWith("#") ? `${pageUrl}${url}` : new URL(url, `${siteUrl}/`).href;
  return html
    .replace(/\b(href|src)="([^"]+)"/g, (_, attr, url) => `${attr}="${absolute(url)}"`)
    .replace(/\bsrcset="([^"]+)"/g, (_, set: string) => {
      const list = set.split(",").map((entry) => {
        const [url = "", size = ""] = entry.trim().split(/\s+/);
        return `${absolute(url)} ${size}`.trim();
      });
      return `srcset="${list.join(", ")}"`;
    });
}

export async function buildFeed(): Promise<Feed> {
  const posts = allPosts();
  const latest = posts[0]?.date ?? "1970-01-01";
  const feed = new Feed({
    id: `${siteUrl}/blog`,
    link: `${siteUrl}/blog`,
    title: `${profile.name} — Blog`,
    description: `Writing by ${profile.name}, ${profile.position}.`,
    language: "en",
    updated: new Date(`${latest}T00:00:00Z`),
    generator: false,
    copyright: `© ${profile.name}`,
    feedLinks: { rss: `${siteUrl}/rss.xml`, atom: `${siteUrl}/atom.xml` },
    author: { name: profile.name, link: `${siteUrl}/` },
  });
  for (const post of posts) {
    const url = `${siteUrl}/blog/${post.slug}`;
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.description,
      content: absoluteUrls((await renderPost(post)).html, url),
      category: post.tags.map((name) => ({ name })),
      author: [{ name: profile.name, link: `${siteUrl}/` }],
    });
  }
  return feed;
}

export const feedResponse = (body: string, type: string) =>
  new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8` } });
