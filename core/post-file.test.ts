import { describe, expect, it } from "vitest";
import { contentDir } from "#content/dir.ts";
import {
  featuredFirst,
  neighbours,
  newestFirst,
  parsePostFile,
  readingMinutes,
} from "./post-file.ts";
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

  it("reads an updated date, featured and a series, and leaves them out when not given", () => {
    const parsed = parsePostFile(
      "x.md",
      post(`${good}\nupdated: 2025-02-03\nfeatured: true\nseries: Building Ledgerly`),
    );
    expect(parsed).toMatchObject({
      updated: "2025-02-03",
      featured: true,
      series: "Building Ledgerly",
    });
    const plain = parsePostFile("x.md", post(good));
    expect(plain.featured).toBe(false);
    expect(plain).not.toHaveProperty("updated");
    expect(plain).not.toHaveProperty("series");
  });

  it("reads where a post was first published, as a full https address", () => {
    const elsewhere = "https://dev.to/me/typed-forms-2k1p";
    expect(parsePostFile("x.md", post(`${good}\ncanonical: ${elsewhere}`)).canonical).toBe(
      elsewhere,
    );
    expect(parsePostFile("x.md", post(good))).not.toHaveProperty("canonical");
    for (const wrong of ["dev.to/me/typed-forms", "http://dev.to/me/typed-forms"])
      expect(problem("copy.md", post(`${good}\ncanonical: ${wrong}`))).toMatch(
        new RegExp(`${contentDir}/posts/copy\\.md → canonical: must be`),
      );
  });

  it("names the post and the field of an updated date before the post's date", () => {
    const message = problem("late.md", post(`${good}\nupdated: 2025-01-30`));
    expect(message).toContain(
      `${contentDir}/posts/late.md → updated: must not be before the post's date, 2025-01-31`,
    );
    expect(parsePostFile("same.md", post(`${good}\nupdated: 2025-01-31`)).updated).toBe(
      "2025-01-31",
    );
  });

  it("checks an updated date as it checks the date", () => {
    expect(problem("x.md", post(`${good}\nupdated: 2025-02-30`))).toContain(
      "x.md → updated: must be a real calendar date",
    );
    expect(problem("x.md", post(`${good}\nupdated: 3 May 2026`))).toContain(
      "x.md → updated: must be a date such as 2025-03-14",
    );
  });

  it("refuses a featured flag that is not true or false, and a series with no address", () => {
    const message = problem("x.md", post(`${good}\nfeatured: "yes"\nseries: "???"`));
    expect(message).toContain("x.md → featured: must be true or false");
    expect(message).toContain("x.md → series: must have a letter a–z or digit");
  });

  it("refuses a file whose address is the archive's", () => {
    expect(problem("archive.md", post(good))).toContain("/blog/archive is the blog's archive");
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

describe("the blog's order", () => {
  it("puts the featured posts first, each group in the order given", () => {
    const posts = [
      { slug: "a", featured: false },
      { slug: "b", featured: true },
      { slug: "c", featured: false },
      { slug: "d", featured: true },
    ];
    expect(featuredFirst(posts).map((p) => p.slug)).toEqual(["b", "d", "a", "c"]);
    expect(featuredFirst([])).toEqual([]);
  });
});
