// The RSS 2.0, Atom and JSON Feed 1.1 feeds: every published post with its full content, written
// by the prerender at the addresses app/site-routes.ts gives them.
import { Feed } from "feed";
import { profile } from "#content/profile.ts";
import { defaultLanguage, localePath } from "#core/languages.ts";
import { profileIn } from "#core/local-profile.ts";
import { postPath } from "#core/page-paths.ts";
import type { PostFile } from "#core/post-file.ts";
import { escapeXml } from "#core/xml.ts";
import { wordsIn } from "~/i18n/words";
import { siteUrl } from "~/seo";
import { feedFiles } from "~/site-routes";
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

/** What every feed of a language says of its blog. */
function blogIn(language: string) {
  const words = wordsIn(language);
  const { position } = profileIn(language).profile;
  const url = (path: string) => `${siteUrl}${localePath(language, path)}`;
  return {
    language,
    url,
    title: `${profile.name} — ${words.text("blog")}`,
    description: words.text("feedDescription", { name: profile.name, position }),
    home: url("/blog"),
    author: { name: profile.name, link: url("/") },
  };
}
type Blog = ReturnType<typeof blogIn>;

/** A post as the feeds carry it: its address and its whole HTML, with full URLs, when it was
 * published and when it last changed (its `updated` date, else the same). */
type FeedPost = { post: PostFile; url: string; html: string; date: Date; modified: Date };

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

async function feedPosts(blog: Blog): Promise<FeedPost[]> {
  return Promise.all(
    allPosts(blog.language).map(async (post) => {
      const url = blog.url(postPath(post.slug));
      const { html } = await renderPost(post, blog.language);
      const date = dayOf(post.date);
      const modified = post.updated ? dayOf(post.updated) : date;
      return { post, url, html: absoluteUrls(html, url), date, modified };
    }),
  );
}

function buildFeed(blog: Blog, entries: FeedPost[]): Feed {
  const feed = new Feed({
    id: blog.home,
    link: blog.home,
    title: blog.title,
    description: blog.description,
    language: blog.language,
    // The last change to any post: an update to an older one is news to a feed reader too.
    updated: new Date(Math.max(0, ...entries.map((entry) => entry.modified.getTime()))),
    generator: false,
    copyright: `© ${profile.name}`,
    feedLinks: {
      rss: blog.url(feedFiles.rss.path),
      atom: blog.url(feedFiles.atom.path),
    },
    author: blog.author,
  });
  for (const { post, url, html, date, modified } of entries) {
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      // Atom's <updated> and <published>; RSS has no field for an update, and its pubDate stays
      // the day the post was published.
      date: modified,
      published: date,
      description: post.description,
      content: html,
      category: post.tags.map((name) => ({ name })),
      author: [blog.author],
    });
  }
  return feed;
}

/** The RSS feed of a language's posts. */
export async function rssFeed(language = defaultLanguage): Promise<string> {
  const blog = blogIn(language);
  return buildFeed(blog, await feedPosts(blog)).rss2();
}

/**
 * The Atom feed. The library writes each entry's title and summary as HTML (type="html"), so a
 * reader takes "a <mixed> post" for markup and drops "<mixed>"; both are plain text, and are
 * written so here.
 */
export async function atomFeed(language = defaultLanguage): Promise<string> {
  const blog = blogIn(language);
  const entries = await feedPosts(blog);
  let converted = 0;
  // One pass over the feed: a search of the whole feed per entry grew with the square of the
  // posts (a fifth of a 200-post build).
  const xml = buildFeed(blog, entries)
    .atom1()
    .replace(
      /<(title|summary) type="html"><!\[CDATA\[([\s\S]*?)\]\]><\/\1>/g,
      (_, element: string, text: string) => {
        converted++;
        return `<${element} type="text">${escapeXml(text)}</${element}>`;
      },
    );
  if (converted !== entries.length * 2) {
    throw new Error(
      `The feed library no longer writes an Atom entry's title and summary as <title type="html"><![CDATA[…]]></title>: ${converted} of ${entries.length * 2} found`,
    );
  }
  return xml;
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), which the feed library does not write. */
export async function jsonFeed(language = defaultLanguage): Promise<string> {
  const blog = blogIn(language);
  const entries = await feedPosts(blog);
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: blog.title,
    home_page_url: blog.home,
    feed_url: blog.url(feedFiles.json.path),
    description: blog.description,
    language,
    authors: [{ name: blog.author.name, url: blog.author.link }],
    items: entries.map(({ post, url, html, date, modified }) => ({
      id: url,
      url,
      title: post.title,
      content_html: html,
      summary: post.description,
      date_published: date.toISOString(),
      ...(post.updated ? { date_modified: modified.toISOString() } : {}),
      tags: post.tags,
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

export const feedResponse = (body: string, type: string) =>
  new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8` } });
