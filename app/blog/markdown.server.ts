// Markdown to HTML for posts and project write-ups. It runs while the build prerenders the
// pages (and in `npm run dev`), never in the visitor's browser: a post page ships its HTML with
// the code already highlighted and no highlighting or Markdown JavaScript.
import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import type { Element, ElementContent, Root } from "hast";
import { toString as textOf } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeGithubAlert from "rehype-github-alert";
import rehypeKatex from "rehype-katex";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { ContentError } from "#core/schema.ts";
import type { Picture } from "~/projects/screenshots";
import { type AlertNames, alertKindOf, englishAlertNames } from "./alert-names";
import type { Section } from "./contents";
import { englishFootnoteNames, type FootnoteNames } from "./footnote-names";
import { codeTitles, getHighlighter, shikiOptions, stylesToClasses } from "./markdown-code.server";
import { checkedMath, katexOptions, proseDollars } from "./markdown-math.server";
import { englishZoomNames, ZOOM_ATTRIBUTE, type ZoomNames, zoomName } from "./zoom-link";

/** The link schemes a post may use; links with no scheme (relative, `#section`) are kept too. */
const SAFE_SCHEMES = new Set(["https", "http", "mailto", "tel"]);

/**
 * Whether a link may reach the page: relative, or one of the safe schemes. The scheme is read as
 * a browser reads it, which ignores tabs, newlines and leading spaces or control characters.
 */
export function isSafeHref(href: string): boolean {
  const squeezed = Array.from(href)
    .filter((character) => character > " ")
    .join("");
  const scheme = squeezed.match(/^([a-z][a-z\d+.-]*):/i)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

/**
 * A link to anything else (`javascript:`, `data:`, `vbscript:`) is left as its text: the
 * Content-Security-Policy would stop a script running, but the page should not carry one.
 */
function safeLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "a" || !parent || index === undefined) return;
      if (isSafeHref(String(node.properties.href ?? ""))) return;
      parent.children.splice(index, 1, ...node.children);
      // The link's text takes its place, and is visited next.
      return index;
    });
  };
}

/** The one element a node holds, the whitespace between its children aside. */
function onlyChild(node: Element): ElementContent | undefined {
  const content = node.children.filter((child) => child.type !== "text" || child.value.trim());
  return content.length === 1 ? content[0] : undefined;
}

/**
 * An image alone in its paragraph with a title, `![…](./images/a.png "What it shows")`, becomes a
 * figure captioned by the title: the caption is read by everyone under the image, where the alt
 * text stands in for the image itself. A title on an image inside a sentence has no place to
 * show, and stays unseen.
 */
function imageCaptions() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "p" || !parent || index === undefined) return;
      const only = onlyChild(node);
      if (only?.type !== "element") return;
      const image = only.tagName === "a" ? onlyChild(only) : only;
      if (image?.type !== "element" || image.tagName !== "img") return;
      const caption = String(image.properties.title ?? "").trim();
      if (!caption) return;
      delete image.properties.title;
      parent.children[index] = {
        type: "element",
        tagName: "figure",
        properties: { className: ["image-figure"] },
        children: [
          only,
          {
            type: "element",
            tagName: "figcaption",
            properties: {},
            children: [{ type: "text", value: caption }],
          },
        ],
      };
      return "skip";
    });
  };
}

/**
 * Images beside a post become the same responsive AVIF/WebP pictures as the screenshots, each in
 * a link to its largest file (the picture's own fallback, the widest WebP it makes): without
 * JavaScript the link opens the image, with it image-zoom.ts opens it in a dialog.
 */
function responsiveImages(images: Record<string, Picture>, where: string, names: ZoomNames) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "img" || !parent || index === undefined) return;
      const src = String(node.properties.src ?? "");
      if (/^(https?:)?\/\//.test(src)) return;
      const file = src.replace(/^\.?\/?images\//, "");
      const picture = images[file];
      if (!picture) {
        throw new ContentError(
          `${where}: the image ${src} is not in the images/ folder beside it (PNG or JPEG)`,
        );
      }
      const sources: ElementContent[] = Object.entries(picture.sources).map(([format, srcSet]) => ({
        type: "element",
        tagName: "source",
        properties: { type: `image/${format}`, srcSet, sizes: "(min-width: 50rem) 46rem, 100vw" },
        children: [],
      }));
      const alt = String(node.properties.alt ?? "");
      const element: Element = {
        type: "element",
        tagName: "picture",
        properties: {},
        children: [
          ...sources,
          {
            type: "element",
            tagName: "img",
            properties: {
              src: picture.img.src,
              width: picture.img.w,
              height: picture.img.h,
              alt,
              loading: "lazy",
              decoding: "async",
            },
            children: [],
          },
        ],
      };
      // An image the writer put in a link of their own (or a heading's) keeps that link alone:
      // a link inside a link is no HTML.
      parent.children[index] =
        parent.type === "element" && parent.tagName === "a"
          ? element
          : {
              type: "element",
              tagName: "a",
              properties: {
                href: picture.img.src,
                [ZOOM_ATTRIBUTE]: "",
                ariaLabel: zoomName(names, alt),
              },
              children: [element],
            };
    });
  };
}

/**
 * rehype-github-alert turns a quote that starts `[!NOTE]` into GitHub's alert, titled in English:
 * each title is put in the page's language (marked with its own where the page's has no word for
 * it). The box is a note to the text around it for a screen reader, and its icon, hidden from
 * one, takes the title's colour (in a feed reader too).
 */
function namedAlerts(names: AlertNames) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const kind = node.tagName === "div" ? alertKindOf(node.properties.className) : undefined;
      if (!kind) return;
      node.properties.role = "note";
      const title = node.children.find(
        (child): child is Element => child.type === "element" && child.tagName === "p",
      );
      if (!title) return;
      const icons = title.children.filter(
        (child): child is Element => child.type === "element" && child.tagName === "svg",
      );
      for (const icon of icons) icon.properties = { ...icon.properties, fill: "currentColor" };
      const { text, lang } = names[kind];
      const words: ElementContent = { type: "text", value: text };
      title.children = [
        ...icons,
        lang
          ? { type: "element", tagName: "span", properties: { lang }, children: [words] }
          : words,
      ];
    });
  };
}

/** The id remark-rehype gives the footnotes' heading. */
const FOOTNOTE_LABEL = "footnote-label";

/**
 * The ## and ### headings in order, with the ids rehype-slug gave them: the table of contents.
 * The footnotes' own heading is not one the writer wrote, and is hidden on screen.
 */
function collectSections(sections: Section[]) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "section" && node.properties.dataFootnotes) return "skip";
      if (node.tagName !== "h2" && node.tagName !== "h3") return;
      const level = node.tagName === "h2" ? 2 : 3;
      sections.push({ id: String(node.properties.id), text: textOf(node).trim(), level });
    });
  };
}

/** A post's or write-up's HTML, and its sections for a table of contents. */
export type Rendered = { html: string; sections: Section[] };

/**
 * What a file's Markdown is rendered with: the pictures beside it, its path for errors and the
 * line of the file its Markdown starts on (below a post's front matter), so an error names the
 * file's own line.
 */
export type RenderOptions = {
  images: Record<string, Picture>;
  where: string;
  firstLine?: number;
  /** How an image's link is named, in the page's language. */
  zoomNames?: ZoomNames;
  /** What the footnotes and their links back are called, in the page's language. */
  footnoteNames?: FootnoteNames;
  /** What each kind of alert is titled, in the page's language. */
  alertNames?: AlertNames;
};

export async function renderMarkdown(
  markdown: string,
  {
    images,
    where,
    firstLine = 1,
    zoomNames = englishZoomNames,
    footnoteNames = englishFootnoteNames,
    alertNames = englishAlertNames,
  }: RenderOptions,
): Promise<Rendered> {
  const sections: Section[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(proseDollars)
    .use(remarkRehype, {
      footnoteLabel: footnoteNames.label,
      // Hidden on screen, as by default.
      footnoteLabelProperties: {
        className: ["sr-only"],
        ...(footnoteNames.labelLang ? { lang: footnoteNames.labelLang } : {}),
      },
      // A note referred to twice has a link back to each reference: 1, 1-2.
      footnoteBackLabel: (note, reference) =>
        footnoteNames.back.replace(
          "{number}",
          () => `${note + 1}${reference > 1 ? `-${reference}` : ""}`,
        ),
      // The arrow followed by U+FE0E, so that no phone draws it as an emoji; a second link
      // back to one note is numbered, ↩︎², as by default.
      footnoteBackContent: (_, reference): ElementContent[] => [
        { type: "text", value: "\u21a9\ufe0e" },
        ...(reference > 1
          ? [
              {
                type: "element" as const,
                tagName: "sup",
                properties: {},
                children: [{ type: "text" as const, value: String(reference) }],
              },
            ]
          : []),
      ],
    })
    .use(rehypeGithubAlert)
    .use(namedAlerts, alertNames)
    .use(safeLinks)
    .use(rehypeSlug)
    .use(collectSections, sections)
    // The heading itself is the link to its section: a plain link with the heading's own name,
    // which CSS marks with a # on hover and focus.
    .use(rehypeAutolinkHeadings, {
      behavior: "wrap",
      properties: { className: ["heading-anchor"] },
      // Not the footnotes' heading, hidden on screen: a link there would be a stop for the
      // keyboard with nothing to see.
      test: (heading: Element) => heading.properties.id !== FOOTNOTE_LABEL,
    })
    // After the headings took their ids and contents from a formula's TeX, and before Shiki,
    // which would otherwise take a displayed formula for a code block.
    .use(rehypeKatex, katexOptions)
    .use(checkedMath, where, firstLine)
    .use(codeTitles)
    .use(rehypeShikiFromHighlighter, await getHighlighter(), shikiOptions())
    .use(stylesToClasses)
    .use(imageCaptions)
    .use(responsiveImages, images, where, zoomNames)
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), sections };
}
