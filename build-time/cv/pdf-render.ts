// The CV as a PDF, made with PDFKit and no browser (docs/decisions/0018-the-cv-pdf-with-pdfkit.md):
// text set in the site's font and selectable in reading order, every link live, tagged for
// screen readers as PDF/UA asks (headings, paragraphs, lists, links; the rules and page numbers
// marked as decoration), with its title and language. The same content makes the same bytes:
// no date of the build, and every name in it made from the content.
import PDFDocument from "pdfkit";
import { ContentError } from "#core/schema.ts";
import type { CvDocument } from "../../app/cv/cv-document.ts";
import { paperSize } from "../../app/cv/paper.ts";
import { type Line, layoutParagraph, type Measure, type Span } from "./line-layout.ts";
import { type Block, cvBlocks, type PdfColors, type TextBlock, textBlocks } from "./pdf-blocks.ts";
import { cvFaces, embeddedFonts, fontName, runsByFace, type Weight } from "./pdf-fonts.ts";

/** The page's margins, in points: the text stays inside them. */
export const MARGIN = { top: 48, bottom: 56, side: 50 };
const FOOTER = { size: 7.5, fromBottom: 30 };
const BULLET = "•";
/** Letters of a right-to-left script, which the font shapes and turns round. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
/**
 * Text is placed by its baseline, on one line: the lines are this module's to make. Features
 * given (the font's defaults) make PDFKit lay a piece out whole, as the font shapes it: without,
 * it lays out each word apart, which turns the words of a right-to-left piece round one by one.
 */
const TEXT: PDFKit.Mixins.TextOptions = { lineBreak: false, baseline: "alphabetic", features: [] };

/** Where a line's letters sit in its box: centred by their x-height, about 0.7 of the size. */
const baselineOf = (top: number, leading: number, size: number) => top + (leading + size * 0.7) / 2;

type Struct = PDFKit.PDFStructureElement;

export type PdfOptions = {
  colors: PdfColors;
  /** The document's date (its metadata must have one): the content's, never the build's. */
  created: Date;
};

/** "U+0159" for ř. */
const codePoints = (cluster: string) =>
  [...cluster]
    .map((c) => `U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}`)
    .join(" ");

export async function renderCvPdf(
  cv: CvDocument,
  { colors, created }: PdfOptions,
): Promise<Buffer> {
  const blocks = cvBlocks(cv, colors);
  const { list, letters, choose } = await cvFaces();
  const footerSpans = (page: number, pages: number): Span[] => [
    {
      text: `${cv.name} · ${page}/${pages}`,
      size: FOOTER.size,
      weight: 400,
      color: colors.muted,
    },
  ];

  // Every letter, in the face and weight that sets it; a letter no face has stops the build.
  const uses = new Map<string, { face: number; weight: Weight; letters: Set<string> }>();
  const lacking: string[] = [];
  const note = (text: string, weight: Weight, where: string) => {
    const { runs, missing } = runsByFace(text, choose, letters);
    for (const run of runs) {
      const name = fontName(run.face, weight);
      const use = uses.get(name) ?? { face: run.face, weight, letters: new Set<string>() };
      for (const letter of run.text) use.letters.add(letter);
      uses.set(name, use);
    }
    if (missing.length)
      lacking.push(`  - ${where}: ${missing.map((c) => `${c} (${codePoints(c)})`).join(", ")}`);
  };
  for (const block of textBlocks(blocks))
    for (const span of block.spans) note(span.text, span.weight, block.where);
  note(`${BULLET}0123456789`, 400, "the CV's own marks");
  note(footerSpans(1, 1)[0]?.text ?? "", 400, "profile → name");
  if (lacking.length)
    throw new ContentError(
      `The CV in ${cv.language} (${cv.files.pdf}) has letters none of its fonts has (Inter, Noto Sans Arabic and Hebrew):\n${[...new Set(lacking)].join("\n")}\nWrite them with letters these fonts have, or leave them out.`,
    );

  const [width, height] = paperSize[cv.paper];
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    // PDF/UA-1 in the metadata (the type definitions know PDF/A's subsets only).
    subset: "PDF/UA" as unknown as PDFKit.Mixins.PDFSubsets,
    lang: cv.language,
    displayTitle: true,
    info: {
      Title: cv.title,
      Author: cv.name,
      Subject: cv.position.text,
      CreationDate: created,
    },
  });
  // The language in the metadata too, where a reader of it (pdfinfo -meta) finds it.
  doc.appendXML(
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:language><rdf:Bag><rdf:li>${cv.language}</rdf:li></rdf:Bag></dc:language></rdf:Description>`,
  );
  for (const [name, font] of await embeddedFonts(list, uses)) doc.registerFont(name, font);
  const bulletFace = runsByFace(BULLET, choose, letters).runs[0]?.face ?? 0;

  const widths = new Map<string, number>();
  const measure: Measure = (text, face, weight, size) => {
    const key = `${face} ${weight} ${size} ${text}`;
    let found = widths.get(key);
    if (found === undefined) {
      found = doc.font(fontName(face, weight)).fontSize(size).widthOfString(text, { features: [] });
      widths.set(key, found);
    }
    return found;
  };
  const contentWidth = width - 2 * MARGIN.side;
  const bottom = height - MARGIN.bottom;
  const rtl = cv.dir === "rtl";
  const layout = (spans: Span[], room: number) =>
    layoutParagraph(spans, { width: room, dir: cv.dir, measure, choose, letters });
  let y = MARGIN.top;

  /** Room for `needed` points below, else a new page. */
  const ensure = (needed: number) => {
    if (y + needed > bottom && y > MARGIN.top) {
      doc.addPage();
      y = MARGIN.top;
    }
  };

  /** A line's pieces, in reading order, each under the structure element its span asks for. */
  const drawLine = (
    parent: Struct,
    spans: Span[],
    line: Line,
    left: number,
    top: number,
    leading: number,
  ) => {
    const pieces = [...line.pieces].sort((a, b) => a.start - b.start);
    const baseline = baselineOf(top, leading, Math.max(...spans.map((s) => s.size)));
    type Piece = Line["pieces"][number];
    const draw = (piece: Piece) => {
      const span = spans[piece.span] as Span;
      doc.font(fontName(piece.face, span.weight)).fontSize(span.size).fillColor(span.color);
      doc.text(piece.text, left + piece.x, baseline, TEXT);
    };
    /**
     * The pieces under `element`: each one drawn otherwise than it reads (turned round, by the
     * font or here) in a Span of its own whose ActualText says what it reads, since a shaped
     * letter's glyph may stand for several letters. In the structure, not the page's content,
     * where text extractors (pdftotext) read glyphs by their places instead.
     */
    const addPieces = (element: Struct, group: Piece[]) => {
      for (let index = 0; index < group.length; ) {
        const piece = group[index] as Piece;
        if (piece.text !== piece.read || RIGHT_TO_LEFT.test(piece.read)) {
          const said = doc.struct("Span", { actual: piece.read });
          element.add(said);
          said.add(() => draw(piece));
          said.end();
          index++;
          continue;
        }
        let end = index + 1;
        while (
          end < group.length &&
          !RIGHT_TO_LEFT.test((group[end] as Piece).read) &&
          (group[end] as Piece).text === (group[end] as Piece).read
        )
          end++;
        const plain = group.slice(index, end);
        element.add(() => plain.forEach(draw));
        index = end;
      }
    };
    for (let index = 0; index < pieces.length; ) {
      const spanIndex = (pieces[index] as Piece).span;
      let end = index + 1;
      while (end < pieces.length && (pieces[end] as Piece).span === spanIndex) end++;
      const group = pieces.slice(index, end);
      const span = spans[spanIndex] as Span;
      if (span.href || span.lang) {
        const element = doc.struct(
          span.href ? "Link" : "Span",
          span.lang ? { lang: span.lang } : {},
        );
        parent.add(element);
        addPieces(element, group);
        const href = span.href;
        if (href)
          for (const piece of group)
            doc.link(left + piece.x, top, piece.width, leading, href, { structParent: element });
        element.end();
      } else addPieces(parent, group);
      index = end;
    }
  };

  const drawText = (block: TextBlock, parent: Struct, keep: number) => {
    const indent = block.bullet ? 12 : 0;
    const lines = layout(block.spans, contentWidth - indent);
    if (lines.length === 0) return;
    y += block.before;
    ensure(Math.min(lines.length, 2) * block.leading + keep);
    let element: Struct;
    let item: Struct | undefined;
    if (block.bullet) {
      item = doc.struct("LI");
      parent.add(item);
      const label = doc.struct("Lbl");
      item.add(label);
      const { size } = block.spans[0] as Span;
      const mark = measure(BULLET, bulletFace, 400, size);
      const x = rtl ? MARGIN.side + contentWidth - mark - 2 : MARGIN.side + 2;
      const top = y;
      label.add(() => {
        doc.font(fontName(bulletFace, 400)).fontSize(size).fillColor(colors.accent);
        doc.text(BULLET, x, baselineOf(top, block.leading, size), TEXT);
      });
      label.end();
      const body = doc.struct("LBody");
      item.add(body);
      element = doc.struct("P");
      // Ended with the item, once its lines are drawn.
      body.add(element);
    } else {
      element = doc.struct(block.tag);
      parent.add(element);
    }
    for (const line of lines) {
      ensure(block.leading);
      const left = rtl ? MARGIN.side + contentWidth - indent - line.width : MARGIN.side + indent;
      drawLine(element, block.spans, line, left, y, block.leading);
      y += block.leading;
    }
    element.end();
    item?.end();
    if (block.rule) {
      doc.markContent("Artifact", { type: "Layout" });
      doc
        .moveTo(MARGIN.side, y + 1)
        .lineTo(MARGIN.side + contentWidth, y + 1)
        .lineWidth(0.6)
        .strokeColor(colors.rule)
        .stroke();
      doc.endMarkedContent();
      y += 1;
    }
    y += block.after;
  };

  /** What a block needs on its page with it: the first two lines of what follows. */
  const firstLines = (block: Block | undefined): number => {
    if (!block) return 0;
    if (block.kind === "group") return firstLines(block.children[0]);
    return block.before + 2 * block.leading;
  };

  const drawBlocks = (children: readonly Block[], parent: Struct) => {
    children.forEach((block, index) => {
      if (block.kind === "text") {
        drawText(block, parent, block.keepWithNext ? firstLines(children[index + 1]) : 0);
        return;
      }
      const group = doc.struct(block.tag);
      parent.add(group);
      drawBlocks(block.children, group);
      group.end();
    });
  };

  const root = doc.struct("Document");
  doc.addStructure(root);
  drawBlocks(blocks, root);
  root.end();

  // Each page's number, as decoration: a screen reader has the document's own pages.
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const spans = footerSpans(page - start + 1, count);
    const [line] = layout(spans, contentWidth);
    if (!line) continue;
    doc.markContent("Artifact", { type: "Pagination" });
    for (const piece of line.pieces) {
      const span = spans[piece.span] as Span;
      const left = rtl ? MARGIN.side + contentWidth - line.width : MARGIN.side;
      doc.font(fontName(piece.face, span.weight)).fontSize(span.size).fillColor(span.color);
      doc.text(piece.text, left + piece.x, height - FOOTER.fromBottom, TEXT);
    }
    doc.endMarkedContent();
  }

  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
