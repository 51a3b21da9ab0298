// The CV document (app/cv/cv-document.ts) as the PDF sets it: a tree of blocks, each a
// paragraph in styled spans or a group of them, tagged as a screen reader reads them (PDF's
// standard structure types: headings, paragraphs, lists with their labels and bodies). Pure.
import {
  type CvDocument,
  type CvEntry,
  type CvText,
  shortAddress,
} from "../../app/cv/cv-document.ts";
import type { Span } from "./line-layout.ts";

export type PdfColors = { text: string; muted: string; accent: string; rule: string };

/** A paragraph: its structure type, its spans and where it sits. */
export type TextBlock = {
  kind: "text";
  tag: "H1" | "H2" | "H3" | "P";
  spans: Span[];
  /** The line's height, in points. */
  leading: number;
  before: number;
  after: number;
  /** Drawn as a list item, behind this mark. */
  bullet?: boolean;
  /** A rule under it (a section's heading): drawn as decoration, not read. */
  rule?: boolean;
  /** Kept on one page with the first lines of what follows. */
  keepWithNext?: boolean;
  /** Where its text comes from, for a message about a letter no font has. */
  where: string;
};

export type GroupBlock = { kind: "group"; tag: "Sect" | "L" | "Div"; children: Block[] };
export type Block = TextBlock | GroupBlock;

/** The type sizes, in points, and their weights. */
const TYPE = {
  name: { size: 22, weight: 700 },
  position: { size: 12.5, weight: 700 },
  heading: { size: 12, weight: 700 },
  entry: { size: 10.5, weight: 700 },
  body: { size: 9.5, weight: 400 },
  small: { size: 8.8, weight: 400 },
} as const;

const LEADING = 1.4;
const SEPARATOR = "  ·  ";

type Style = keyof typeof TYPE;

export function cvBlocks(cv: CvDocument, colors: PdfColors): Block[] {
  const span = (
    text: CvText | string,
    style: Style,
    color: string,
    extra: { href?: string | undefined; bold?: boolean } = {},
  ): Span => ({
    text: typeof text === "string" ? text : text.text,
    lang: typeof text === "string" ? undefined : text.lang,
    size: TYPE[style].size,
    weight: extra.bold ? 700 : TYPE[style].weight,
    color,
    href: extra.href,
  });
  const paragraph = (
    tag: TextBlock["tag"],
    spans: Span[],
    where: string,
    space: { before?: number; after?: number } = {},
  ): TextBlock => ({
    kind: "text",
    tag,
    spans,
    leading: Math.max(...spans.map((s) => s.size)) * LEADING,
    before: space.before ?? 0,
    after: space.after ?? 0,
    where,
  });
  /** Spans with a separator between each list of them. */
  const joined = (lists: Span[][], style: Style) =>
    lists.flatMap((spans, index) =>
      index === 0 ? spans : [span(SEPARATOR, style, colors.muted), ...spans],
    );

  const header: Block[] = [
    paragraph("H1", [span(cv.name, "name", colors.text)], "profile → name"),
    paragraph("P", [span(cv.position, "position", colors.accent)], "profile → position", {
      before: 2,
      after: 6,
    }),
    paragraph(
      "P",
      joined(
        cv.contacts.map((contact) => [
          span(`${contact.label.text}\u00a0`, "small", colors.muted),
          span(contact.text, "small", colors.text, { href: contact.href }),
        ]),
        "small",
      ),
      "profile → contacts and socials",
      { after: 4 },
    ),
    ...cv.summary.map((text, index) =>
      paragraph("P", [span(text, "body", colors.text)], `profile → description #${index + 1}`, {
        before: index === 0 ? 8 : 4,
      }),
    ),
  ];

  const entry = (item: CvEntry, where: string): Block => {
    const details = item.details.map((detail) => [
      span(detail, "small", colors.muted, { href: detail.href }),
    ]);
    const links = item.links.map((link) => [
      span(
        { text: `${link.label.text}: ${shortAddress(link.href)}`, lang: link.label.lang },
        "small",
        colors.accent,
        { href: link.href },
      ),
    ]);
    const lines: TextBlock[] = item.lines.map((line) => ({
      ...paragraph("P", [span(line, "body", colors.text)], where, { before: 1.5 }),
      bullet: true,
    }));
    return {
      kind: "group",
      tag: "Div",
      children: [
        {
          ...paragraph("H3", [span(item.title, "entry", colors.text)], where, { before: 8 }),
          keepWithNext: true,
        },
        ...(details.length ? [paragraph("P", joined(details, "small"), where, { before: 1 })] : []),
        ...(lines.length ? [{ kind: "group" as const, tag: "L" as const, children: lines }] : []),
        ...(links.length ? [paragraph("P", joined(links, "small"), where, { before: 2 })] : []),
      ],
    };
  };

  const sections: Block[] = cv.sections.map((section) => {
    const heading: TextBlock = {
      ...paragraph("H2", [span(section.heading, "heading", colors.accent)], "the site's words", {
        before: 16,
        after: 4,
      }),
      rule: true,
      keepWithNext: true,
    };
    let body: Block[];
    switch (section.kind) {
      case "tags":
        body = [
          paragraph(
            "P",
            joined(
              section.tags.map((tag) => [span(tag, "body", colors.text)]),
              "body",
            ),
            "profile → technologies",
          ),
        ];
        break;
      case "terms":
        body = section.terms.map(({ term, detail }, index) =>
          paragraph(
            "P",
            [
              span(term, "body", colors.text, { bold: true }),
              ...(detail
                ? [span(" — ", "body", colors.muted), span(detail, "body", colors.muted)]
                : []),
            ],
            `cv → languages #${index + 1}`,
            { before: index === 0 ? 0 : 2 },
          ),
        );
        break;
      case "entries":
        body = section.entries.map((item) => entry(item, item.where));
        break;
    }
    return { kind: "group", tag: "Sect", children: [heading, ...body] };
  });
  return [...header, ...sections];
}

/** Each text block of a tree, in reading order. */
export function textBlocks(blocks: readonly Block[]): TextBlock[] {
  return blocks.flatMap((block) => (block.kind === "text" ? [block] : textBlocks(block.children)));
}
