import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { firstHomeOf } from "#core/first-home.ts";
import { postPath } from "#core/page-paths.ts";
import { seriesPath } from "#core/series.ts";
import { siteTexts } from "#core/site-texts.ts";
import { fill } from "~/i18n/words";
import { formatDate } from "./dates";
import { PostList } from "./post-list";
import { PostPage } from "./post-page";
import type { PostSummary } from "./posts.server";

// Posts of the test's own, as the loaders give them: what a reader sees of the writer's choices.
const summary = (slug: string, extra: Partial<PostSummary> = {}): PostSummary => ({
  slug,
  title: `The ${slug} post`,
  date: "2026-04-01",
  dateText: formatDate("2026-04-01"),
  description: `About ${slug}.`,
  tags: [],
  draft: false,
  featured: false,
  readingMinutes: 2,
  ...extra,
});

const page = (props: Partial<Parameters<typeof PostPage>[0]> = {}) =>
  render(
    <MemoryRouter>
      <PostPage
        post={summary("middle")}
        html="<p>Text.</p>"
        sections={[]}
        cover={null}
        previous={null}
        next={null}
        series={null}
        related={[]}
        edit={null}
        comments={null}
        original={null}
        {...props}
      />
    </MemoryRouter>,
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("a post", () => {
  it("links where it was first published, by that site's name, and says nothing without one", () => {
    const original = firstHomeOf("https://www.xn--bcher-kva.de/blog/typed-forms");
    expect(original).toEqual({
      href: "https://www.xn--bcher-kva.de/blog/typed-forms",
      site: "bücher.de",
    });
    const name = fill(siteTexts.firstPublishedOn, { site: "bücher.de" });
    page({ original });
    const link = screen.getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}`) });
    expect(link.getAttribute("href")).toBe(original?.href);
    cleanup();
    page();
    expect(screen.queryByRole("link", { name: new RegExp(`^${escapeRegExp(name)}`) })).toBeNull();
  });

  it("says when it was updated, and says nothing of it when it was not", () => {
    const updated = summary("middle", {
      updated: "2026-05-03",
      updatedText: formatDate("2026-05-03"),
    });
    const { unmount } = page({ post: updated });
    const when = screen.getByText(formatDate("2026-05-03"));
    expect(when).toHaveAttribute("datetime", "2026-05-03");
    expect(when.parentElement).toHaveTextContent(
      `${siteTexts.updated} ${formatDate("2026-05-03")}`,
    );
    unmount();
    page();
    expect(screen.queryByText(siteTexts.updated, { exact: false })).toBeNull();
  });

  it("in a series says its part and leads to the others, itself marked and no link", () => {
    const parts = ["first", "middle", "last"].map((slug) => ({ slug, title: `The ${slug} post` }));
    page({ series: { name: "Build log", path: seriesPath("Build log"), part: 2, posts: parts } });
    const nav = screen.getByRole("navigation", {
      name: fill(siteTexts.series, { series: "Build log" }),
    });
    expect(nav).toHaveTextContent(fill(siteTexts.seriesPart, { part: "2", parts: "3" }));
    expect(
      within(nav).getByRole("link", { name: fill(siteTexts.series, { series: "Build log" }) }),
    ).toHaveAttribute("href", seriesPath("Build log"));
    const list = within(nav).getByRole("list");
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([postPath("first"), postPath("last")]);
    expect(within(list).getByText("The middle post")).toHaveAttribute("aria-current", "page");
    expect(within(list).queryByRole("link", { name: "The middle post" })).toBeNull();
  });

  it("ends with its related posts under a heading, and without one when there are none", () => {
    const { unmount } = page({ related: [summary("near"), summary("far")] });
    const related = screen.getByRole("region", { name: siteTexts.relatedPosts });
    expect(
      within(related)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["The near post", "The far post"]);
    unmount();
    page();
    expect(screen.queryByRole("heading", { name: siteTexts.relatedPosts })).toBeNull();
  });

  it("links to its file in the owner's editor only when there is one", () => {
    const href = "https://github.com/me/site/edit/main/content/posts/middle.md";
    const { unmount } = page({ edit: href });
    expect(screen.getByRole("link", { name: new RegExp(siteTexts.editPost) })).toHaveAttribute(
      "href",
      href,
    );
    unmount();
    page();
    expect(screen.queryByRole("link", { name: new RegExp(siteTexts.editPost) })).toBeNull();
  });
});

describe("a list of posts", () => {
  it("marks a featured post, and no other", () => {
    render(
      <MemoryRouter>
        <PostList posts={[summary("star", { featured: true }), summary("plain")]} />
      </MemoryRouter>,
    );
    const [star, plain] = screen
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByRole("heading", { level: 2 }));
    expect(within(star as HTMLElement).getByText(siteTexts.featured)).toBeVisible();
    expect(within(plain as HTMLElement).queryByText(siteTexts.featured)).toBeNull();
  });
});
