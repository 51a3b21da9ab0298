// Code in posts and write-ups, highlighted while the build prerenders (markdown.server.ts uses
// these in its pipeline): Shiki's highlighter and options, a code block's title as its caption,
// its line numbers, and each token's colour as a class that code-blocks.css colours.
import type { RehypeShikiCoreOptions } from "@shikijs/rehype/core";
import {
  transformerMetaHighlight,
  transformerNotationHighlight,
  transformerRemoveNotationEscape,
} from "@shikijs/transformers";
import type { Element, Root } from "hast";
import {
  createCssVariablesTheme,
  createHighlighter,
  type Highlighter,
  type ShikiTransformer,
} from "shiki";
import { visit } from "unist-util-visit";
import { codeTitleOf, withoutTitle } from "./code-title";
import { firstLineNumberOf } from "./line-numbers";

// Colours as CSS variables rather than a fixed theme: each token becomes a class (below) that
// app/blog/code-blocks.css colours from the design tokens, so code follows the site's theme and the
// page needs no inline styles.
const theme = createCssVariablesTheme({ name: "site", variablePrefix: "--code-", fontStyle: true });
const preloaded = ["ts", "tsx", "js", "jsx", "css", "html", "json", "bash", "md", "yaml", "diff"];

let highlighter: Promise<Highlighter> | undefined;
export const getHighlighter = () => {
  highlighter ??= createHighlighter({ themes: [theme], langs: preloaded });
  return highlighter;
};

/** `style="color:var(--code-token-keyword)"` → `class="code-token-keyword"`; `font-style` too. */
export function stylesToClasses() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const style = node.properties.style;
      if (typeof style !== "string") return;
      const classes = [
        ...[...style.matchAll(/var\(--code-([\w-]+)\)/g)].map(([, name]) => `code-${name}`),
        ...(/font-style:\s*italic/.test(style) ? ["code-italic"] : []),
        ...(/font-weight:\s*bold/.test(style) ? ["code-bold"] : []),
      ];
      delete node.properties.style;
      const existing = node.properties.className;
      const list = Array.isArray(existing)
        ? existing.map(String)
        : existing
          ? [String(existing)]
          : [];
      // The block's own background and foreground are set in CSS for every `pre.shiki`.
      const mine = node.tagName === "pre" ? [] : classes;
      if (list.length || mine.length) node.properties.className = [...list, ...mine];
    });
  };
}

/**
 * A code block given a title (a file's name, most often) becomes a figure captioned by it, so the
 * name is read with the code and names it for a screen reader; Shiki highlights the block inside.
 */
export function codeTitles() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const [code] = node.children;
      if (code?.type !== "element" || code.tagName !== "code") return;
      const title = codeTitleOf(code.data?.meta);
      if (!title || !code.data?.meta) return;
      code.data.meta = withoutTitle(code.data.meta);
      parent.children[index] = {
        type: "element",
        tagName: "figure",
        properties: { className: ["code-figure"] },
        children: [
          {
            type: "element",
            tagName: "figcaption",
            properties: {},
            children: [{ type: "text", value: title }],
          },
          node,
        ],
      };
      return "skip";
    });
  };
}

/**
 * Line numbers the writer asked for (line-numbers.ts): each line starts with its number, drawn
 * by CSS from an attribute, so it is not in the code's text (what the copy button copies) and a
 * screen reader reads the code alone.
 */
const lineNumbers: ShikiTransformer = {
  name: "line-numbers",
  pre(pre) {
    const first = firstLineNumberOf(this.options.meta?.__raw);
    if (first === undefined) return;
    const lines = this.lines.length;
    pre.properties.dataLineDigits = String(String(first + lines - 1).length);
    this.lines.forEach((line, index) => {
      line.children.unshift({
        type: "element",
        tagName: "span",
        properties: { className: ["line-number"], ariaHidden: "true", dataLine: first + index },
        children: [],
      });
    });
  },
};

/** How Shiki highlights a block (after codeTitles, before stylesToClasses): made for each
 * render, as each render made its transformers before. */
export const shikiOptions = (): RehypeShikiCoreOptions => ({
  theme: "site",
  lazy: true,
  fallbackLanguage: "text",
  defaultLanguage: "text",
  // Shiki stops tokenizing a line after 500 ms by default, so a busy machine built other
  // HTML than a quiet one; a build's output depends on its input alone.
  tokenizeTimeLimit: 0,
  // Lines the writer marks (docs/writing.md); the marking comment is left out of the page, so
  // a copy has none, and `[\!code …]` shows a mark as text, for a post about marking lines.
  transformers: [
    transformerNotationHighlight(),
    transformerMetaHighlight(),
    transformerRemoveNotationEscape(),
    lineNumbers,
  ],
});
