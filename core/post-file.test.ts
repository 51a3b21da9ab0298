import { describe, expect, it } from "vitest";
import { contentDir } from "#content/dir.ts";
import { neighbours, newestFirst, parsePostFile, readingMinutes } from "./post-file.ts";
import { ContentError } from "./schema.ts";

const post = (front: string, body = "Some words.") => `---\n${front}\n---\n${body}`;
const good =
  'title: A post\ndate: 2025-01-31\ndescription: What it is about.\ntags: [CSS, "React"]';

function problem(file: string, source: string): string {
  try {
    parsePostFile(file, source);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("the post was accepted");
}

describe("a post file", () => {
  it("reads the front matter, the slug and the body", () => {
    const parsed = parsePostFile("hello-world.md", post(good, "## Hi\n\nText."));
    expect(parsed).toMatchObject({
      slug: "hello-world",
      title: "A post",
      date: "2025-01-31",
      description: "What it is about.",
      tags: ["CSS", "React"],
      draft: false,
      body: "## Hi\n\nText.",
    });
    // Below the two --- lines and the front matter's lines between them.
    expect(parsed.bodyLine).toBe(good.split("\n").length + 3);
  });

  it("names the file and the field of each problem", () => {
    const message = problem("bad.md", post("title: ''\ndate: 31/01/2025\ndescription: x"));
    expect(message).toContain(`${contentDir}/posts/bad.md → title: must not be empty`);
    expect(message).toContain(
      `${contentDir}/posts/bad.md → date: must be a date such as 2025-03-14`,
    );
  });

  it("rejects a date that is not on the calendar and a draft flag that is not true or false", () => {
    const message = problem(
      "x.md",
      post(`${good.replace("2025-01-31", "2025-02-31")}\ndraft: yes`),
    );
    expect(message).toContain("→ date: must be a real calendar date");
    expect(message).toContain("→ draft: must be true or false");
  });

  it("names an unknown field", () => {
    expect(problem("x.md", post(`${good}\nauthor: Me`))).toContain("x.md → author: unknown field");
  });

  // Worded as the data files' problems are (core/content-check.test.ts).
  it("calls a missing field required, and names the field a misspelt one was meant to be", () => {
    const message = problem("x.md", post(good.replace("description:", "descripton:")));
    expect(message).toContain(`${contentDir}/posts/x.md → description: required`);
    expect(message).toContain(
      `${contentDir}/posts/x.md → descripton: unknown field (did you mean "description"?)`,
    );
    expect(message).not.toContain("Invalid input");
  });

  it("names a field inside another field by both", () => {
    const message = problem("x.md", post(`${good}\ncover:\n  fil: a.png\n  alt: A chart`));
    expect(message).toContain("x.md → cover → file: required");
    expect(message).toContain('x.md → cover → fil: unknown field (did you mean "file"?)');
  });

  it("asks for front matter and a file name that can be an address", () => {
    expect(problem("x.md", "# Just Markdown")).toContain("must start with front matter");
    expect(problem("My Post.md", post(good))).toContain("lower-case letters, digits and dashes");
    expect(problem("x.md", post("title: [unclosed"))).toContain("not valid YAML");
  });
});

describe("reading time", () => {
  it("is the words over 220 a minute, and never less than a minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(660))).toBe(3);
    expect(readingMinutes(`${"word ".repeat(1100)}\n\`\`\`ts\nconst x = 1;\n\`\`\``)).toBe(5);
  });
});

describe("newest first", () => {
  it("orders by date, then by title", () => {
    const posts = [
      { date: "2024-01-01", title: "B" },
      { date: "2025-01-01", title: "C" },
      { date: "2024-01-01", title: "A" },
    ];
    expect(newestFirst(posts).map((p) => p.title)).toEqual(["C", "A", "B"]);
  });
});

describe("the posts either side of one", () => {
  const posts = newestFirst([
    { slug: "b", date: "2024-01-01", title: "B" },
    { slug: "c", date: "2025-01-01", title: "C" },
    { slug: "a", date: "2024-01-01", title: "A" },
  ]);

  it("are the one written before it and the one after, by date and then by title", () => {
    expect(neighbours(posts, "a")).toEqual({ previous: posts[2], next: posts[0] });
    expect(neighbours(posts, "a").previous?.slug).toBe("b");
    expect(neighbours(posts, "a").next?.slug).toBe("c");
  });

  it("are missing at either end and for a post not in the list", () => {
    expect(neighbours(posts, "c")).toEqual({ previous: posts[1], next: null });
    expect(neighbours(posts, "b")).toEqual({ previous: null, next: posts[1] });
    expect(neighbours(posts, "gone")).toEqual({ previous: null, next: null });
    expect(neighbours(posts.slice(0, 1), "c")).toEqual({ previous: null, next: null });
  });
});
