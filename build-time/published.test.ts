import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readPosts } from "./published.ts";

const dirs: string[] = [];
function postsDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "posts-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
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

  it("finds none when the owner has no posts folder, or only other files in it", () => {
    expect(readPosts({ dir: join(tmpdir(), "no-such-posts-folder") })).toEqual([]);
    expect(readPosts({ dir: postsDir({ "notes.txt": "not a post" }) })).toEqual([]);
  });

  it("fails on a bad post even when it is a draft, naming the file", () => {
    const dir = postsDir({ "broken.md": post("Broken", "soon", "draft: true\n") });
    expect(() => readPosts({ drafts: false, dir })).toThrow(/posts\/broken\.md → date/);
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
