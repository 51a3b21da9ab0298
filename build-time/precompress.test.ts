// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressing, precompress } from "./precompress";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "precompress-"));
  made.push(root);
  const client = join(root, "client");
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(client, name, ".."), { recursive: true });
    writeFileSync(join(client, name), text);
  }
  return { client, cache: join(root, "cache") };
}

const unzipped = (file: string) => gunzipSync(readFileSync(`${file}.gz`)).toString();

describe("precompress", () => {
  it("writes a .gz of each text file that unzips to the file, and none of a picture", async () => {
    const { client, cache } = site({
      "index.html": "<p>home</p>".repeat(50),
      "blog/post/index.html": "<p>a post</p>",
      "blog/post/share-image.png": "not text",
    });
    expect(await precompress(client, cache)).toBe(2);
    expect(unzipped(join(client, "index.html"))).toBe("<p>home</p>".repeat(50));
    expect(unzipped(join(client, "blog/post/index.html"))).toBe("<p>a post</p>");
    expect(readdirSync(join(client, "blog/post"))).not.toContain("share-image.png.gz");
  });

  it("compresses files of the same bytes, written at once, each", async () => {
    const same = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [`feed-${index}.xml`, "<feed/>"]),
    );
    const { client, cache } = site(same);
    await precompress(client, cache);
    for (const name of Object.keys(same)) expect(unzipped(join(client, name))).toBe("<feed/>");
  });

  it("gives a rebuild each file as it is now, kept or changed, and keeps only what it used", async () => {
    const { client, cache } = site({ "a.html": "first a", "b.html": "first b" });
    await precompress(client, cache);
    expect(readdirSync(cache)).toHaveLength(2);
    writeFileSync(join(client, "b.html"), "second b");
    // What the last build compressed stays out of this one: b.gz is its new text.
    await precompress(client, cache);
    expect(unzipped(join(client, "a.html"))).toBe("first a");
    expect(unzipped(join(client, "b.html"))).toBe("second b");
    expect(readdirSync(cache)).toHaveLength(2);
    // A cache whose files went missing is compressed again.
    rmSync(cache, { recursive: true });
    await precompress(client, cache);
    expect(unzipped(join(client, "a.html"))).toBe("first a");
  });

  it("compresses the files handed ahead while the build goes on, and the rest at its end", async () => {
    const { client, cache } = site({
      "index.html": "<p>home</p>",
      "blog/index.html": "<p>blog</p>",
    });
    const gzip = compressing(client, cache);
    await gzip.ahead(["index.html", "blog/index.html"]);
    expect(unzipped(join(client, "index.html"))).toBe("<p>home</p>");
    // Written after: compressed by finish, and the ones ahead not again.
    writeFileSync(join(client, "sitemap.xml"), "<urlset/>");
    expect(await gzip.finish()).toBe(3);
    expect(unzipped(join(client, "sitemap.xml"))).toBe("<urlset/>");
    expect(unzipped(join(client, "blog/index.html"))).toBe("<p>blog</p>");
    expect(readdirSync(cache)).toHaveLength(3);
  });
});
