// Math in posts and write-ups: `$…$` and `$$…$$` become MathML while the site builds, which
// browsers lay out with their own math support. The page gets no KaTeX script, stylesheet or
// font: KaTeX only turns the TeX into MathML here, and its MathML needs none of them.
import type { Element, Root as HastRoot } from "hast";
import type { Root as MdastRoot, Text } from "mdast";
import type { Options as KatexOptions } from "rehype-katex";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import { type Transformer, unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { ContentError } from "#core/schema.ts";

/**
 * rehype-katex's settings. MathML alone: KaTeX's HTML output needs its stylesheet and fonts.
 * Non-standard TeX that KaTeX still reads renders without a console warning, so the build stays
 * quiet; TeX it cannot read fails the build (checkedMath).
 */
export const katexOptions: KatexOptions = { output: "mathml", strict: "ignore" };

/**
 * remark-math reads `$…$` as TeX the way Markdown reads `` `…` `` as code, so "$5 and $10"
 * would become the formula "5 and ". Pandoc's rule keeps such dollars prose: a single-dollar
 * formula has no space just inside either dollar, and no digit right after its closing one.
 * What fails the rule is put back as the text it was written as.
 */
export function proseDollars(): Transformer<MdastRoot> {
  return (tree, file) => {
    const source = String(file.value);
    visit(tree, "inlineMath", (node, index, parent) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined || !parent || index === undefined) return;
      const written = source.slice(start, end);
      if (written.startsWith("$$")) return;
      const inside = written.slice(1, -1);
      if (!/^\s|\s$/.test(inside) && !/^\d/.test(source.charAt(end))) return;
      const text: Text = { type: "text", value: written, position: node.position };
      parent.children.splice(index, 1, text);
    });
  };
}

const isKatexSpan = (node: Element) =>
  node.tagName === "span" &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes("katex");

/** KaTeX's reason, without the underlined copy of the formula its message ends with. */
function reasonOf(cause: unknown, fallback: string): string {
  if (cause && typeof cause === "object") {
    const { rawMessage, message } = cause as { rawMessage?: unknown; message?: unknown };
    if (typeof rawMessage === "string") return rawMessage;
    if (typeof message === "string") return message;
  }
  return fallback;
}

/**
 * After rehype-katex: TeX it could not read fails the build, naming the file, the line and
 * KaTeX's reason, rather than shipping KaTeX's red fallback. The formulas lose KaTeX's
 * wrapping span (its class styles only KaTeX's HTML output) and any inline style (\pmb and
 * \fcolorbox write one; posts carry none). A displayed formula wider than the column scrolls
 * in its own box, so it takes the keyboard's focus, as a code block does, to scroll by keys.
 *
 * `firstLine` is the line of the file the Markdown starts on, below a post's front matter.
 */
export function checkedMath(where: string, firstLine = 1): Transformer<HastRoot> {
  return (tree, file) => {
    const problems = file.messages
      .filter((message) => message.source === "rehype-katex")
      .map((message) => {
        // A displayed formula's <code> has no place of its own; its <pre> has.
        const placed = message.ancestors?.findLast((node) => node.position)?.position;
        const line = message.line ?? placed?.start.line ?? 1;
        return `  - ${where}:${firstLine - 1 + line}: ${reasonOf(message.cause, message.reason)}`;
      });
    if (problems.length) {
      throw new ContentError(
        `${where} has math that is not TeX KaTeX can read (a dollar meant as money is written \\$):\n${problems.join("\n")}`,
      );
    }
    visit(tree, "element", (node: Element, index, parent) => {
      if (!parent || index === undefined || !isKatexSpan(node)) return;
      const math = node.children.find(
        (child): child is Element => child.type === "element" && child.tagName === "math",
      );
      if (math) parent.children[index] = math;
      return SKIP;
    });
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "math") return;
      if (node.properties.display === "block") node.properties.tabIndex = 0;
      visit(node, "element", (inner: Element) => {
        delete inner.properties.style;
      });
      return SKIP;
    });
  };
}

/** The formulas in a post's or write-up's Markdown, as the build reads them. */
export function formulasIn(markdown: string): { inline: string[]; display: string[] } {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMath).use(proseDollars);
  const tree = processor.runSync(processor.parse(markdown), markdown);
  const inline: string[] = [];
  const display: string[] = [];
  visit(tree, (node) => {
    if (node.type === "inlineMath") inline.push(node.value);
    if (node.type === "math") display.push(node.value);
  });
  return { inline, display };
}
