// The share pictures' layouts, as satori reads them (a tree of boxes with inline styles): the
// site's card, its icon and monogram, and a post's card in its two layers, and the particle
// field drawn under a card. Sizes and rows are written here once; raster.ts turns the layouts
// into pixels.
import { seededRandom } from "../seeded-random.ts";

export type ShareInput = {
  name: string;
  initials: string;
  position: string;
  technologies: string[];
  siteUrl: string;
  colors: ShareColors;
};

export type ShareColors = {
  background: string;
  text: string;
  muted: string;
  accent: string;
  chip: string;
  chipBorder: string;
};

export type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/**
 * A card's SVG from satori laid on its field: the page colour and red dots scattered like the
 * site's particle field, drawn as plain circles under satori's content. Given to satori as a
 * background image, the dots became a pattern holding an SVG image, which resvg parsed and
 * drew anew for every card: two thirds of its time (docs/performance.md).
 */
export function onField(svg: string, colors: ShareColors, count: number): string {
  const satoriSvg = /^<svg width="(\d+)" height="(\d+)"[^>]*>([\s\S]*)<\/svg>$/.exec(svg);
  if (!satoriSvg) throw new Error("satori drew a card in a form this build does not know");
  const [, width, height, content] = satoriSvg;
  return [
    `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">`,
    `<rect width="${width}" height="${height}" fill="${colors.background}"/>`,
    `<g fill="${colors.accent}" fill-opacity="0.55">${dots(Number(width), Number(height), count)}</g>`,
    content,
    "</svg>",
  ].join("");
}

/** The dots as circles, the same for every card of a size: made once. */
const dotsMade = new Map<string, string>();
function dots(width: number, height: number, count: number): string {
  const key = `${width}×${height}×${count}`;
  const made = dotsMade.get(key);
  if (made) return made;
  const random = seededRandom(7);
  const circles = Array.from({ length: count }, () => {
    const r = 1 + random() * 2.4;
    return `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}"/>`;
  }).join("");
  dotsMade.set(key, circles);
  return circles;
}

/** A square whose content sits in its middle: the monogram, and the icon around it. */
const centredSquare = (size: number, style: Record<string, unknown>, children: unknown) =>
  el(
    "div",
    {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      width: size,
      height: size,
      // Square in any column, however full.
      flexShrink: 0,
      ...style,
    },
    children,
  );

/** Both share cards: 1200×630, the content in a padded column; onField draws what is under it. */
export const CARD = { width: 1200, height: 630 } as const;
/** The frame's padding, at the top and bottom and at the sides. */
const PADDING = { y: 72, x: 80 } as const;
const cardFrame = (colors: ShareColors, style: Record<string, unknown>, children: unknown) =>
  el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      ...CARD,
      padding: `${PADDING.y}px ${PADDING.x}px`,
      color: colors.text,
      fontFamily: "Inter",
      ...style,
    },
    children,
  );

export function monogram(
  initials: string,
  size: number,
  colors: ShareColors,
  border: number,
): Node {
  const { accent } = colors;
  return centredSquare(
    size,
    {
      border: `${border}px solid ${accent}`,
      borderRadius: size * 0.22,
      color: accent,
      background: colors.background,
      fontSize: size * 0.4,
      fontWeight: 800,
      letterSpacing: size * 0.012,
    },
    initials,
  );
}

/** The chips' row on the site's card: one row of them, as high as a chip. */
const CHIP = { padding: 8, fontSize: 24, border: 1 } as const;
// Inter's line is about 1.21 of its size; a pixel over it keeps the chips' lower border.
const chipRow = 2 * (CHIP.padding + CHIP.border) + Math.ceil(CHIP.fontSize * 1.25);

/**
 * The site's card: who the owner is, centred in the frame. Satori sizes a box without its
 * padding and border unless told (content-box), so the frame is border-box: centred within
 * its padding, not below it. Whatever the owner writes stays inside that padding, nothing
 * shrinking to make room: a name longer than a line at the large size (about 18 letters) is
 * set smaller on two lines at most, the position on one line, and the technologies on one row
 * (those that do not fit are left off).
 */
export function card(input: ShareInput): Node {
  const { colors } = input;
  const { accent } = colors;
  const longName = input.name.length > 18;
  return cardFrame(colors, { justifyContent: "center", boxSizing: "border-box" }, [
    monogram(input.initials, 88, colors, 4),
    el(
      "div",
      {
        display: "block",
        lineClamp: 2,
        marginTop: 40,
        flexShrink: 0,
        fontSize: longName ? 64 : 96,
        lineHeight: 1,
        letterSpacing: longName ? -2 : -3,
        fontWeight: 800,
        color: accent,
      },
      input.name,
    ),
    el(
      "div",
      { display: "block", lineClamp: 1, marginTop: 18, fontSize: 44, fontWeight: 600 },
      input.position,
    ),
    el(
      "div",
      {
        display: "flex",
        flexWrap: "wrap",
        gap: 12,
        marginTop: 32,
        flexShrink: 0,
        height: chipRow,
        overflow: "hidden",
      },
      input.technologies.map((technology) =>
        el(
          "div",
          {
            padding: `${CHIP.padding}px 18px`,
            borderRadius: 999,
            border: `${CHIP.border}px solid ${colors.chipBorder}`,
            background: colors.chip,
            fontSize: CHIP.fontSize,
            fontWeight: 600,
          },
          technology,
        ),
      ),
    ),
    el(
      "div",
      { marginTop: 36, fontSize: 24, color: colors.muted, fontWeight: 600 },
      new URL(input.siteUrl).host,
    ),
  ]);
}

/** The monogram on the page colour, inset so that a maskable crop (a circle of 80%) keeps it. */
export function icon(input: ShareInput): Node {
  return centredSquare(512, { background: input.colors.background, fontFamily: "Inter" }, [
    monogram(input.initials, 318, input.colors, 18),
  ]);
}

export type PostCardInput = {
  title: string;
  /** As shown on the site, such as "14 March 2025". */
  date: string;
  name: string;
  initials: string;
  siteUrl: string;
  colors: ShareColors;
  /** The post's language's direction: a right-to-left one's date and title start at the right. */
  dir?: "rtl";
};

/** A post card's rows, top to bottom, from the frame's top padding. */
const ROWS = { date: 48, title: 360, signature: 80 } as const;
/**
 * The band of a post card its own words are drawn in, the full width across (layOver's rows
 * are the card's): the date's and the title's rows. Nothing of them reaches past it (the
 * title is cut to the lines its row holds, and a word too long for a line is broken), so only
 * this band is laid out, rasterised and laid over the field: a card's work in resvg and in the
 * laying over is about in proportion to the pixels it covers (docs/performance.md).
 */
export const WORDS = { top: PADDING.y, width: CARD.width, height: ROWS.date + ROWS.title } as const;

/** The signature's monogram, its border and the gap after it; the name and host get the rest. */
const SIGNATURE = (() => {
  const monogram = 72;
  const border = 4;
  const gap = 24;
  // Satori's boxes are content-box: the border is outside the monogram's size.
  const text = CARD.width - 2 * PADDING.x - (monogram + 2 * border) - gap;
  return { monogram, border, gap, text };
})();

/**
 * A post's own card: its title large, the date and who wrote it, in two layers. The rows keep
 * their boxes in both, each layer leaving the other's empty: the signature (the monogram, the
 * name and the host) on the field is the same on every card, drawn once, and each card lays out
 * and rasterises only its date and title, in the band WORDS (docs/performance.md).
 */
export function postCard(input: PostCardInput, layer: "words" | "signature"): Node {
  const { colors } = input;
  const { accent } = colors;
  const size = input.title.length > 60 ? 60 : input.title.length > 36 ? 72 : 84;
  const lineHeight = 1.1;
  // Fixed heights keep the three rows inside the card whatever the title's length.
  const date = { height: ROWS.date };
  const title = { height: ROWS.title };
  if (layer === "signature")
    return cardFrame(colors, {}, [
      el("div", date),
      el("div", title),
      el(
        "div",
        { display: "flex", alignItems: "center", gap: SIGNATURE.gap, height: ROWS.signature },
        [
          monogram(input.initials, SIGNATURE.monogram, colors, SIGNATURE.border),
          // A line each, within the margin, however long the name or the address.
          el("div", { display: "flex", flexDirection: "column", width: SIGNATURE.text }, [
            el(
              "div",
              { display: "block", lineClamp: 1, fontSize: 34, fontWeight: 800, color: accent },
              input.name,
            ),
            el(
              "div",
              {
                display: "block",
                lineClamp: 1,
                fontSize: 24,
                fontWeight: 600,
                color: colors.muted,
              },
              new URL(input.siteUrl).host,
            ),
          ]),
        ],
      ),
    ]);
  // Right to left, the lines start at the right margin. The frame is the card's full width with
  // its padding outside it (satori's boxes are content-box), so a row needs the width inside the
  // margins, or its lines would end past the right one.
  const rtl = input.dir === "rtl" ? { direction: "rtl" } : {};
  const width = { maxWidth: CARD.width - 2 * PADDING.x };
  const frame = { height: WORDS.height, paddingTop: 0, paddingBottom: 0 };
  return cardFrame(colors, frame, [
    el(
      "div",
      { ...date, ...rtl, ...width, fontSize: 28, fontWeight: 600, color: colors.muted },
      input.date,
    ),
    el(
      "div",
      {
        display: "flex",
        alignItems: "center",
        ...title,
        ...rtl,
        fontSize: size,
        lineHeight,
        // Joined letters keep their own spacing: a tighter one would pull them apart.
        letterSpacing: /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}]/u.test(input.title)
          ? 0
          : -2,
        fontWeight: 800,
        ...width,
      },
      el(
        "div",
        {
          display: "block",
          lineClamp: Math.floor(ROWS.title / (size * lineHeight)),
          wordBreak: "break-word",
        },
        input.title,
      ),
    ),
  ]);
}
