// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileTypes, typesHeadersFile } from "./file-types.ts";

const withPosts = { posts: [{ slug: "hello", title: "Hello", tags: [] }], writeUps: [] };
const none = { posts: [], writeUps: [] };
const types = fileTypes(withPosts);

describe("the types a host is told", () => {
  it("are the JSON Feed's, and none without a post", () => {
    expect(types).toEqual({ "/feed.json": "application/feed+json; charset=utf-8" });
    expect(fileTypes(none)).toEqual({});
  });

  it("are written for Netlify and Cloudflare Pages under the base path", () => {
    expect(typesHeadersFile(types, "/me/")).toBe(
      "/me/feed.json\n  Content-Type: application/feed+json; charset=utf-8\n",
    );
    expect(typesHeadersFile({}, "/")).toBe("");
  });

  // These two are written by hand, not by the build: they must say what it says.
  it("are in deploy/nginx.conf", () => {
    const conf = readFileSync("deploy/nginx.conf", "utf8");
    for (const [path, type] of Object.entries(types)) {
      const block = conf.match(new RegExp(`location = ${path} \\{([^}]*\\{ \\}[^}]*)\\}`))?.[1];
      expect(block, `location = ${path}`).toContain(`default_type "${type}";`);
      expect(block).toContain("include ../build/nginx/security-headers.conf;");
    }
  });

  it("are in vercel.json", () => {
    const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    for (const [path, type] of Object.entries(types)) {
      const rule = vercel.headers.find((r) => r.source === path);
      expect(rule?.headers).toContainEqual({ key: "Content-Type", value: type });
    }
  });

  // Another language's feed is /<code>/feed.json: one rule for every language, in both.
  it("cover each other language's JSON Feed in nginx.conf and vercel.json", () => {
    const conf = readFileSync("deploy/nginx.conf", "utf8");
    const [, pattern = "", block = ""] =
      conf.match(/location ~ "([^"]+feed\\\.json\$)" \{([^}]*\{ \}[^}]*)\}/) ?? [];
    for (const path of ["/de/feed.json", "/pt-BR/feed.json", "/zh-Hant/feed.json"])
      expect(new RegExp(pattern).test(path), path).toBe(true);
    expect(new RegExp(pattern).test("/blog/feed.json")).toBe(false);
    expect(block).toContain(`default_type "${types["/feed.json"]}";`);
    expect(block).toContain("include ../build/nginx/security-headers.conf;");
    const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const rule = vercel.headers.find(
      (r) => r.source.endsWith("/feed.json") && r.source !== "/feed.json",
    );
    expect(rule?.headers).toContainEqual({ key: "Content-Type", value: types["/feed.json"] });
  });

  // Every other host says text/plain; charset=utf-8 for a .txt file; nginx says no charset.
  it("tell nginx that each language's llms.txt is UTF-8", () => {
    const conf = readFileSync("deploy/nginx.conf", "utf8");
    const [, pattern = "", block = ""] =
      conf.match(/location ~ "([^"]+llms\\\.txt\$)" \{([^}]*)\}/) ?? [];
    for (const path of ["/llms.txt", "/de/llms.txt", "/pt-BR/llms.txt"])
      expect(new RegExp(pattern).test(path), path).toBe(true);
    expect(new RegExp(pattern).test("/blog/llms.txt")).toBe(false);
    expect(block).toContain("charset utf-8;");
    expect(block).toContain("include ../build/nginx/security-headers.conf;");
  });
});
