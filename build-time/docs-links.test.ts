// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The README and the guides link to each other and to the code they describe: a file moved or
// a heading renamed must fail here, not leave an owner at a dead link.

/** README.md and every Markdown file under docs/. */
function guides(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return path.endsWith(".md") ? [path] : [];
    });
  return ["README.md", ...walk("docs")];
}

/** Markdown without its fenced code blocks, whose lines are neither links nor headings. */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** The text a reader sees as prose: `code spans` hold no links either. */
function prose(markdown: string): string {
  return withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, "");
}

/** The targets of inline links and images, `[text](target)`, that stay inside the repository. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^()\s]+)\)/g)]
    .map(([, target]) => target as string)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to dashes. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

function anchorsIn(file: string): string[] {
  const headings = [...withoutCodeBlocks(readFileSync(file, "utf8")).matchAll(/^#{1,6} (.+)$/gm)];
  return headings.map(([, text]) => anchorOf(text as string));
}

describe("the links in the README and docs/", () => {
  it.each(guides())("%s links only to files and headings that exist", (file) => {
    const broken = relativeLinks(readFileSync(file, "utf8")).filter((link) => {
      const [path = "", anchor] = link.split("#");
      const target = path ? join(dirname(file), decodeURI(path)) : file;
      if (!existsSync(target)) return true;
      if (anchor === undefined || !target.endsWith(".md")) return false;
      return !anchorsIn(target).includes(anchor);
    });
    expect(broken, `${relative(".", file)} links to what is not there`).toEqual([]);
  });

  it("include one from the README to every guide in docs/", () => {
    const linked = relativeLinks(readFileSync("README.md", "utf8")).map(
      (link) => link.split("#")[0],
    );
    const docs = readdirSync("docs").filter((name) => name.endsWith(".md"));
    expect(docs.length).toBeGreaterThan(0);
    for (const name of docs) expect(linked).toContain(`docs/${name}`);
  });

  it("reads a link, an image and an anchor, and skips code and other sites", () => {
    const markdown = [
      "See [the guide](docs/a.md#a-heading) and ![a shot](./images/b.png).",
      "Not [a site](https://example.com) nor [mail](mailto:a@example.com).",
      "Not `[code](c.md)`, nor:",
      "```md",
      "[in a block](d.md)",
      "```",
    ].join("\n");
    expect(relativeLinks(markdown)).toEqual(["docs/a.md#a-heading", "./images/b.png"]);
    expect(anchorOf("What your machine needs")).toBe("what-your-machine-needs");
    expect(anchorOf("How `npm run bench` measures")).toBe("how-npm-run-bench-measures");
  });
});
