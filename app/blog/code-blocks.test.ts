// @vitest-environment node
import { getByRole, queryAllByRole } from "@testing-library/dom";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

/** The Markdown's HTML in a page, as a reader's browser would hold it (rendered in Node, as the
 * build renders it: Shiki's WebAssembly does not load in a browser-like test environment). */
async function page(markdown: string) {
  const { html } = await renderMarkdown(markdown, { images: {}, where: "post.md" });
  const article = new Window().document.createElement("article") as unknown as HTMLElement;
  article.innerHTML = html;
  return article;
}

const lines = (block: Element) => [...block.querySelectorAll(".line")];
const marked = (block: Element) =>
  lines(block).flatMap((line, index) =>
    line.classList.contains("highlighted") ? [index + 1] : [],
  );

describe("a code block's title", () => {
  it("names the block: a figure captioned by it, the code inside", async () => {
    for (const [fence, title] of [
      ['```ts title="app/<page>.tsx"', "app/<page>.tsx"],
      ["```ts title='styles & tokens.ts' {1}", "styles & tokens.ts"],
    ]) {
      const article = await page(`${fence}\nconst a = 1;\n\`\`\`\n`);
      // A browser names the figure by its caption (tests/e2e/blog-writing.spec.ts asks by name);
      // this DOM's accessibility tree does not, so the caption is read here.
      const figure = getByRole(article, "figure");
      expect(figure.querySelector("figcaption")?.textContent).toBe(title);
      expect(figure.querySelector("pre code")?.textContent).toBe("const a = 1;");
      // Highlighted as any block is: the keyword has its colour.
      expect(figure.querySelector(".code-token-keyword")?.textContent).toBe("const");
    }
  });

  it("marks no line by a number in the title", async () => {
    const article = await page('```ts title="step{2}.ts"\nconst a = 1;\nconst b = 2;\n```\n');
    expect(article.querySelector("figcaption")?.textContent).toBe("step{2}.ts");
    expect(marked(article.querySelector("pre") as Element)).toEqual([]);
  });

  it("is none without a title, or with an empty one", async () => {
    for (const fence of ["```ts", '```ts title=""', "```ts {1}", "```ts subtitle=x"]) {
      const article = await page(`${fence}\nconst a = 1;\n\`\`\`\n`);
      expect(queryAllByRole(article, "figure"), fence).toEqual([]);
      expect(article.querySelector("pre code")?.textContent).toBe("const a = 1;");
    }
  });
});

describe("a code block's marked lines", () => {
  const code = "const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;";

  it("are those after the language, as {2} or {1,3-4}", async () => {
    expect(
      marked((await page(`\`\`\`ts {2}\n${code}\n\`\`\`\n`)).querySelector("pre") as Element),
    ).toEqual([2]);
    expect(
      marked((await page(`\`\`\`ts {1,3-4}\n${code}\n\`\`\`\n`)).querySelector("pre") as Element),
    ).toEqual([1, 3, 4]);
    expect(
      marked((await page(`\`\`\`ts\n${code}\n\`\`\`\n`)).querySelector("pre") as Element),
    ).toEqual([]);
  });

  it("are those whose comment says so, and the comment is left out of the code", async () => {
    const written =
      "const a = 1; // [!code highlight]\nconst b = 2;\n// [!code highlight:2]\nconst c = 3;\nconst d = 4;";
    const block = (await page(`\`\`\`ts\n${written}\n\`\`\`\n`)).querySelector("pre") as Element;
    expect(marked(block)).toEqual([1, 3, 4]);
    expect(block.textContent).not.toContain("[!code");
    expect(lines(block).map((line) => line.textContent?.trimEnd())).toEqual(code.split("\n"));
  });

  it("show a mark as text when it is written [\\!code …]", async () => {
    const block = (await page("```ts\nconst a = 1; // [\\!code highlight]\n```\n")).querySelector(
      "pre",
    ) as Element;
    expect(marked(block)).toEqual([]);
    expect(block.textContent).toBe("const a = 1; // [!code highlight]");
  });
});

describe("a code block's line numbers", () => {
  const code = "const a = 1;\n\nconst b = 2;";
  const numbers = (block: Element) =>
    lines(block).map((line) => line.querySelector("[data-line]")?.getAttribute("data-line"));

  it("are shown when asked for, from 1 or from the line given, and the code keeps its text", async () => {
    for (const [fence, first] of [
      ["```ts showLineNumbers", 1],
      ["```ts startLineNumber=98 {2}", 98],
      ['```ts title="a.ts" showLineNumbers startLineNumber=7', 7],
    ] as const) {
      const pre = (await page(`${fence}\n${code}\n\`\`\`\n`)).querySelector("pre") as Element;
      expect(numbers(pre), fence).toEqual([first, first + 1, first + 2].map(String));
      // Hidden from a screen reader, and not in the text the copy button copies.
      for (const number of pre.querySelectorAll("[data-line]"))
        expect(number.getAttribute("aria-hidden")).toBe("true");
      expect(pre.querySelector("code")?.textContent).toBe(code);
    }
  });

  it("are not shown otherwise", async () => {
    for (const fence of [
      "```ts",
      "```ts {1}",
      "```ts showLineNumbersX",
      "```ts startLineNumber=x",
    ]) {
      const pre = (await page(`${fence}\n${code}\n\`\`\`\n`)).querySelector("pre") as Element;
      expect(pre.querySelectorAll("[data-line]"), fence).toHaveLength(0);
    }
  });
});
