import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "#content/site.ts";
import { readPosts } from "./published.ts";
import { ContentError } from "./schema.ts";

// Every parse of a post file, by file name, whichever copy of the reader asked for it.
const parsed = vi.hoisted(() => [] as string[]);
vi.mock("./post-file.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./post-file.ts")>();
  return {
    ...original,
    parsePostFile: (file: string, source: string) => {
      parsed.push(file);
      return original.parsePostFile(file, source);
    },
  };
});

const dirs: string[] = [];
function postsDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "posts-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  parsed.splice(0);
});

const post = (title: string, date: string, extra = "") =>
  `---\ntitle: ${title}\ndate: ${date}\ndescription: About ${title}.\n${extra}---\nText.\n`;

describe("the posts a build publishes", () => {
  it("leaves drafts out of a build and shows them while developing", () => {
    const dir = postsDir({
      "old.md": post("Old", "2024-05-01"),
      "new.md": post("New", "2025-05-01"),
      "wip.md": post("Work in progress", "2025-06-01", "draft: true\n"),
    });
    expect(readPosts({ drafts: false, dir }).map((p) => p.slug)).toEqual(["new", "old"]);
    expect(readPosts({ drafts: true, dir }).map((p) => p.slug)).toEqual(["wip", "new", "old"]);
  });

  it("shows drafts only when the site runs in development", () => {
    const dir = postsDir({
      "new.md": post("New", "2025-05-01"),
      "wip.md": post("Work in progress", "2025-06-01", "draft: true\n"),
    });
    vi.stubEnv("NODE_ENV", "development");
    expect(readPosts({ dir }).map((p) => p.slug)).toEqual(["wip", "new"]);
    vi.stubEnv("NODE_ENV", "production");
    expect(readPosts({ dir }).map((p) => p.slug)).toEqual(["new"]);
    vi.unstubAllEnvs();
  });

  it("finds none when the owner has no posts folder, or only other files in it", () => {
    expect(readPosts({ dir: join(tmpdir(), "no-such-posts-folder") })).toEqual([]);
    expect(readPosts({ dir: postsDir({ "notes.txt": "not a post" }) })).toEqual([]);
  });

  it("fails on a canonical on this very site, naming the post and the field", () => {
    const own = new URL("/blog/copy", site.url).href.replace("://", "://www.");
    const dir = postsDir({
      "copy.md": post("Copy", "2025-05-01", `canonical: ${own}\n`),
      "elsewhere.md": post("Elsewhere", "2025-05-02", "canonical: https://dev.to/me/x\n"),
    });
    expect(() => readPosts({ drafts: false, dir })).toThrow(
      /copy\.md → canonical: .* is this site/,
    );
    vi.stubEnv("SITE_URL", "https://me.example.invalid/blog-site");
    const another = postsDir({
      "copy.md": post("Copy", "2025-05-01", "canonical: https://me.example.invalid/blog/copy\n"),
    });
    expect(() => readPosts({ drafts: false, dir: another })).toThrow(/is this site/);
    vi.unstubAllEnvs();
    expect(readPosts({ drafts: false, dir: another }).map((p) => p.canonical)).toEqual([
      "https://me.example.invalid/blog/copy",
    ]);
  });

  it("fails on two tags that would share a page, naming both posts, drafts too", () => {
    const dir = postsDir({
      "charts.md": post("Charts", "2024-05-01", "tags: [Chart.js]\n"),
      "wip.md": post("Work in progress", "2025-06-01", "tags: [chart-js]\ndraft: true\n"),
    });
    const read = () => readPosts({ drafts: false, dir });
    expect(read).toThrow(ContentError);
    expect(read).toThrow(/posts\/charts\.md → tags: "Chart\.js"/);
    expect(read).toThrow(/posts\/wip\.md → tags: "chart-js"/);
  });

  it("fails on a bad post even when it is a draft, naming the file", () => {
    const dir = postsDir({ "broken.md": post("Broken", "soon", "draft: true\n") });
    expect(() => readPosts({ drafts: false, dir })).toThrow(/posts\/broken\.md → date/);
    // Nothing is kept of a file that fails: the next reader reports it too.
    expect(() => readPosts({ drafts: true, dir })).toThrow(/posts\/broken\.md → date/);
  });
});

describe("one reader", () => {
  it("parses each post once, however many readers and copies of the reader ask", async () => {
    const dir = postsDir({
      "one.md": post("One", "2024-05-01"),
      "two.md": post("Two", "2025-05-01", "draft: true\n"),
    });
    readPosts({ drafts: true, dir });
    readPosts({ drafts: false, dir });
    // A build loads the reader afresh for each config file and for the prerender.
    vi.resetModules();
    const copy = await import("./published.ts");
    expect(copy.readPosts).not.toBe(readPosts);
    expect(copy.readPosts({ drafts: true, dir }).map((p) => p.title)).toEqual(["Two", "One"]);
    expect(parsed.sort()).toEqual(["one.md", "two.md"]);
  });

  it("parses a post again once it changes, and only that post", () => {
    const dir = postsDir({
      "one.md": post("One", "2024-05-01"),
      "two.md": post("Two", "2025-05-01"),
    });
    readPosts({ dir });
    writeFileSync(join(dir, "one.md"), post("One, revised", "2024-05-01"));
    // A save within the same instant as the first write still counts as a change.
    utimesSync(join(dir, "one.md"), new Date(), new Date(Date.now() + 5_000));
    expect(readPosts({ dir }).map((p) => p.title)).toEqual(["Two", "One, revised"]);
    readPosts({ dir });
    expect(parsed.sort()).toEqual(["one.md", "one.md", "two.md"]);
  });

  it("words a post's missing and misspelt fields as the data files' are", () => {
    const dir = postsDir({
      "typo.md": post("Typo", "2025-01-01").replace("description", "descripton"),
    });
    expect(() => readPosts({ dir })).toThrow(/posts\/typo\.md → description: required/);
    expect(() => readPosts({ dir })).toThrow(
      /posts\/typo\.md → descripton: unknown field \(did you mean "description"\?\)/,
    );
  });
});
