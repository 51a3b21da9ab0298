// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { themes } from "#core/themes.ts";
import { parseColor } from "../design-tokens";
import { siteColors } from "../owner-look";
import { renderPostCard, renderShareImages, SHARE_FILE_NAMES, shareColors } from "./draw";
import { cardFonts, cardLettersWarning, lettersWithoutAFace } from "./fonts";
import { postCard, WORDS } from "./layouts";
import { inkedRows, showing } from "./raster";

const owner = {
  name: "Ada Quinn",
  initials: "AQ",
  position: "Frontend Developer",
  technologies: ["React"],
  siteUrl: "https://ada.example.com",
};

describe.each(themes)("favicon.svg in the %s theme", async (theme) => {
  const dir = mkdtempSync(join(tmpdir(), "share-images-"));
  const files = await renderShareImages({ ...owner, colors: shareColors(theme) }, dir);
  rmSync(dir, { recursive: true, force: true });
  const svg = String(files["favicon.svg"]);

  it("draws the owner's initials as outlines, with nothing left for a browser to look up", () => {
    expect(svg).toContain("<title>AQ</title>");
    expect(svg).not.toContain("<text");
    expect(svg).toMatch(/<path[^>]+d="M/);
  });

  it("fills its square: the frame's colour reaches every edge", () => {
    const image = new Resvg(svg, { fitTo: { mode: "width", value: 64 } }).render();
    const { width, height, pixels } = image;
    const at = (x: number, y: number) => [...pixels.subarray((y * width + x) * 4).slice(0, 3)];
    // The middle of each edge lies on the frame, in the theme's accent as the site draws it.
    const accent = parseColor(siteColors(theme).accent ?? "").slice(0, 3);
    expect([at(32, 1), at(32, height - 2), at(1, 32), at(width - 2, 32)]).toEqual([
      accent,
      accent,
      accent,
      accent,
    ]);
  });
});

describe("the site's card and icons", () => {
  it("are drawn once: a rebuild takes them from the cache, and another name draws anew", async () => {
    const cache = mkdtempSync(join(tmpdir(), "share-images-"));
    try {
      const input = { ...owner, colors: shareColors("dark") };
      const drawn = await renderShareImages(input, cache);
      expect(Object.keys(drawn).sort()).toEqual([...SHARE_FILE_NAMES].sort());
      expect((drawn["share-image.png"] as Buffer).subarray(1, 4).toString()).toBe("PNG");
      const kept = () => readdirSync(cache).filter((file) => !file.endsWith("letters.json"));
      expect(kept()).toHaveLength(SHARE_FILE_NAMES.length);
      // What the cache holds is what a rebuild gets, without drawing.
      expect(await renderShareImages(input, cache)).toEqual(drawn);
      const card = join(cache, kept().find((file) => file.endsWith("-share-image.png")) ?? "");
      writeFileSync(card, "from the cache");
      expect(String((await renderShareImages(input, cache))["share-image.png"])).toBe(
        "from the cache",
      );
      // A file cut short is drawn again.
      writeFileSync(card, "");
      const redrawn = await renderShareImages(input, cache);
      expect(redrawn).toEqual(drawn);

      const renamed = await renderShareImages({ ...input, name: "Ada Quinn-Lee" }, cache);
      expect(renamed["share-image.png"]).not.toEqual(drawn["share-image.png"]);
      expect(kept()).toHaveLength(2 * SHARE_FILE_NAMES.length);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });

  /** The site's card as RGB pixels, and a pixel's colour at x, y. */
  async function siteCard(input: typeof owner) {
    const dir = mkdtempSync(join(tmpdir(), "share-images-"));
    try {
      const files = await renderShareImages({ ...input, colors: shareColors("dark") }, dir);
      const { data, info } = await sharp(files["share-image.png"] as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([1200, 630, 3]);
      return (x: number, y: number) => data.subarray((y * 1200 + x) * 3, (y * 1200 + x + 1) * 3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("has the owner's details in the middle, as much room above them as below", async () => {
    const at = await siteCard(owner);
    // The monogram's border is the accent, the address below everything the muted colour:
    // exactly those colours, which the dots (the accent, partly transparent) never are.
    const rowsWith = (colour: string) => {
      const rgb = Buffer.from(parseColor(colour).slice(0, 3));
      return Array.from({ length: 630 }, (_, y) => y).filter((y) =>
        Array.from({ length: 1200 }, (_, x) => x).some((x) => at(x, y).equals(rgb)),
      );
    };
    const colors = shareColors("dark");
    const top = Math.min(...rowsWith(colors.accent));
    const bottom = Math.max(...rowsWith(colors.muted));
    expect(Math.abs(top - (629 - bottom))).toBeLessThan(24);
  });

  it("keeps a long name, position and list of technologies inside its margins", async () => {
    const short = await siteCard({ ...owner, name: "A", position: "B", technologies: ["C"] });
    const long = await siteCard({
      ...owner,
      name: "Maria-Magdalena Kowalczyk-Schmidt von Hohenzollern-Sigmaringen",
      position: "Senior Frontend Engineer and Accessibility Consultant for Public Services",
      technologies: Array.from({ length: 20 }, (_, index) => `Technology ${index + 1}`),
    });
    // Outside the frame's padding only the field and its dots, the same on every card.
    const outside: [number, number][] = [];
    for (let y = 0; y < 630; y++)
      for (let x = 0; x < 1200; x++)
        if ((y < 72 || y >= 558 || x < 80 || x >= 1120) && !short(x, y).equals(long(x, y)))
          outside.push([x, y]);
    expect(outside).toEqual([]);
  });
});

describe("a post's share card", () => {
  const input = {
    title: "Charts that read well",
    date: "2 May 2025",
    name: "Ada Quinn",
    initials: "AQ",
    siteUrl: "https://ada.example.com",
    colors: shareColors("dark"),
  };

  /** How many pixels of rows from–to (and columns left–right) are exactly `colour`. */
  const inColour = (
    data: Buffer,
    colour: string,
    from: number,
    to: number,
    left = 0,
    right = 1200,
  ) => {
    const [r, g, b] = parseColor(colour);
    let found = 0;
    for (let y = from; y < to; y++)
      for (let x = left; x < right; x++) {
        const at = (y * 1200 + x) * 3;
        if (data[at] === r && data[at + 1] === g && data[at + 2] === b) found++;
      }
    return found;
  };

  /** A card drawn afresh (a cache of its own, emptied after), as RGB pixels. */
  async function pixels(card: typeof input): Promise<Buffer> {
    const cache = mkdtempSync(join(tmpdir(), "post-cards-"));
    try {
      const png = await renderPostCard(card, cache);
      return (await sharp(png).raw().toBuffer({ resolveWithObject: true })).data;
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }

  it.each(themes)(
    "is drawn on the page's colour in the %s theme, with the particle field's dots",
    async (theme) => {
      const cache = mkdtempSync(join(tmpdir(), "post-cards-"));
      try {
        const png = await renderPostCard({ ...input, colors: shareColors(theme) }, cache);
        const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height]).toEqual([1200, 630]);
        const colour = (x: number, y: number) => {
          const at = (y * info.width + x) * info.channels;
          return [...data.subarray(at, at + 3)];
        };
        const colors = siteColors(theme);
        const background = parseColor(colors.bg ?? "").slice(0, 3);
        const accent = parseColor(colors.accent ?? "").slice(0, 3);
        // A dot's middle: the accent at the dots' opacity over the page's colour.
        const dot = accent.map((value, index) =>
          Math.round(value * 0.55 + (background[index] ?? 0) * 0.45),
        );
        const near = (a: number[], b: number[]) =>
          a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 2);
        // The right edge is clear of the text: only the page and its dots are there.
        const edge = Array.from({ length: info.height }, (_, y) =>
          Array.from({ length: 40 }, (_, x) => colour(info.width - 40 + x, y)),
        ).flat();
        expect(edge.filter((c) => near(c, background)).length).toBeGreaterThan(edge.length * 0.9);
        expect(edge.some((c) => near(c, dot))).toBe(true);
      } finally {
        rmSync(cache, { recursive: true, force: true });
      }
    },
  );

  it("shows its own date and title, in the text's colours, over the same signature", async () => {
    const first = await pixels(input);
    const second = await pixels({ ...input, title: "Type that fits", date: "9 June 2026" });
    const row = (data: Buffer, y: number) => data.subarray(y * 1200 * 3, (y + 1) * 1200 * 3);
    const rows = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => from + index);
    // The frame's padding is 72 px; the date's row is 48 px high, the title's 360, the
    // signature's 80.
    const differing = rows(0, 630).filter((y) => !row(first, y).equals(row(second, y)));
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.every((y) => y >= 72 && y < 72 + 48 + 360)).toBe(true);
    // The letters are drawn in the text's colour (the title) and the muted one (the date).
    const colors = shareColors("dark");
    expect(inColour(second, colors.text, 120, 480)).toBeGreaterThan(500);
    expect(inColour(second, colors.muted, 72, 120)).toBeGreaterThan(50);
  });

  it.each([
    // Letters with no base letter and accent to be drawn from in Inter's Latin subset.
    ["Latin Extended", "Łł Đđ Ħħ"],
    ["Vietnamese", "Ờ Ặ Ữ"],
    ["Cyrillic", "Привет"],
    ["Greek", "Καιρός"],
    ["Arabic", "الطقس"],
    ["Hebrew", "מזג"],
  ])("draws a title in %s letters", async (_, title) => {
    expect(await lettersWithoutAFace(title)).toEqual([]);
    const card = await pixels({ ...input, title });
    expect(inColour(card, shareColors("dark").text, 120, 480)).toBeGreaterThan(500);
  });

  it("sets a right-to-left language's date and title from the right margin", async () => {
    const colors = shareColors("dark");
    const sides = async (dir?: "rtl") => {
      const card = await pixels({
        ...input,
        title: "الطقس",
        date: "٢ مايو ٢٠٢٥",
        ...(dir && { dir }),
      });
      return [0, 600].map((from) => inColour(card, colors.text, 120, 480, from, from + 600));
    };
    const [left, right] = await sides("rtl");
    expect(left).toBe(0);
    expect(right).toBeGreaterThan(500);
    // Left to right, the same title starts at the left margin.
    expect((await sides())[1]).toBe(0);
  });

  it.each([
    ["a title longer than its row holds", "A title that goes on and on ".repeat(10)],
    ["a word longer than a line", `Supercalifragilistic${"expialidocious".repeat(6)} again`],
  ])("keeps %s inside the title's row, clear of the signature and the margin", async (_, title) => {
    const short = await pixels(input);
    const long = await pixels({ ...input, title });
    const at = (data: Buffer, x: number, y: number) =>
      data.subarray((y * 1200 + x) * 3, (y * 1200 + x + 1) * 3);
    const differing: [number, number][] = [];
    for (let y = 0; y < 630; y++)
      for (let x = 0; x < 1200; x++)
        if (!at(short, x, y).equals(at(long, x, y))) differing.push([x, y]);
    // The title's row is 360 px high below the date's, inside 80 px of margin each side.
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.filter(([x, y]) => y < 120 || y >= 480 || x < 80 || x >= 1120)).toEqual([]);
  });

  it.each([
    ["a title on one line", "Type", undefined],
    [
      "a title cut to the lines its row holds",
      "A title that goes on and on ".repeat(10),
      undefined,
    ],
    ["a right-to-left title", "الطقس اليوم", "rtl" as const],
    ["letters no face has, left out", "Ready 🚀 日本", undefined],
  ])("is rasterised only where its words ink, the same pixels there: %s", async (_, title, dir) => {
    const card = { ...input, title, ...(dir && { dir }) };
    const fonts = await cardFonts(card.title, card.date);
    const svg = await satori(postCard(card, "words") as never, { ...WORDS, fonts });
    const render = (drawing: string) =>
      new Resvg(drawing, { font: { loadSystemFonts: false } }).render().pixels;
    const whole = render(svg);
    const stride = WORDS.width * 4;
    const inked = inkedRows(svg);
    const covered = (row: number) =>
      inked.some(({ top, height }) => row >= top && row < top + height);
    const rows = Array.from({ length: WORDS.height }, (_, row) => row);
    const bare = (row: number) => whole.subarray(row * stride, (row + 1) * stride).every((b) => !b);
    expect(rows.filter((row) => !bare(row)).length).toBeGreaterThan(0);
    expect(rows.filter((row) => !bare(row) && !covered(row))).toEqual([]);
    for (const part of inked)
      expect(
        render(showing(svg, part)).equals(
          whole.subarray(part.top * stride, (part.top + part.height) * stride),
        ),
      ).toBe(true);
  });

  it("keeps a long name and address to a line each, inside the right margin", async () => {
    const short = await pixels(input);
    const long = await pixels({
      ...input,
      name: "Maria-Magdalena Kowalczyk-Schmidt von Hohenzollern-Sigmaringen",
      siteUrl: "https://maria-magdalena-kowalczyk-schmidt-von-hohenzollern-sigmaringen.example",
    });
    // A host without a hyphen or a dot to break at, cut letter by letter.
    const unbroken = await pixels({ ...input, siteUrl: `https://${"w".repeat(63)}.example` });
    const margin = (data: Buffer) =>
      Array.from({ length: 630 }, (_, y) =>
        data.subarray((y * 1200 + 1120) * 3, (y + 1) * 1200 * 3),
      );
    for (const card of [long, unbroken]) {
      expect(Buffer.concat(margin(card)).equals(Buffer.concat(margin(short)))).toBe(true);
      // Below the signature's row (from row 560) only the field.
      expect(card.subarray(560 * 1200 * 3).equals(short.subarray(560 * 1200 * 3))).toBe(true);
    }
  });

  it("is drawn once: a rebuild takes it from the cache, and another title draws anew", async () => {
    const cache = mkdtempSync(join(tmpdir(), "post-cards-"));
    try {
      const drawn = await renderPostCard(input, cache);
      expect(drawn.subarray(1, 4).toString()).toBe("PNG");
      const [file] = readdirSync(cache);
      expect(readdirSync(cache)).toHaveLength(1);
      // What the cache holds is what a rebuild gets, without drawing.
      writeFileSync(join(cache, String(file)), "from the cache");
      expect(String(await renderPostCard(input, cache))).toBe("from the cache");

      const other = await renderPostCard({ ...input, title: "Charts that read better" }, cache);
      expect(other.subarray(1, 4).toString()).toBe("PNG");
      expect(readdirSync(cache)).toHaveLength(2);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});

describe("letters the cards have no font for", () => {
  it("are the ones no face has, as a reader sees them: a Chinese title's, an emoji, a flag", async () => {
    expect(await lettersWithoutAFace("Łódź, Привет, Καιρός, الطقس, מזג, “quoted” — †")).toEqual([]);
    expect(await lettersWithoutAFace("日本語 🚀 ready ❤️ 👍🏽 🇵🇱")).toEqual([
      "日",
      "本",
      "語",
      "🚀",
      "❤️",
      "👍🏽",
      "🇵🇱",
    ]);
    // Inter's Latin subset names U+2000–206F, but its file has no ‰.
    expect(await lettersWithoutAFace("100‰")).toEqual(["‰"]);
  });

  it("are named in one warning, by file and field", async () => {
    const at = (file: string) => join(process.cwd(), file);
    expect(await cardLettersWarning([[at("content/posts/a.md"), { title: "Plain" }]])).toBe(
      undefined,
    );
    const posts = Array.from(
      { length: 7 },
      (_, index) => [at(`content/posts/p${index}.md`), { title: `Post 🚀 ${index}` }] as const,
    );
    const warning = await cardLettersWarning([
      [at("content/profile.ts"), { name: "山田", technologies: ["React", "Vue 🖖"] }],
      ...posts,
    ]);
    expect(warning?.split("\n")).toEqual([
      "The share cards have no font for some letters, and leave them out (docs/writing.md):",
      "  content/profile.ts: name (山 田), technologies (🖖)",
      "  content/posts/p0.md: title (🚀)",
      "  content/posts/p1.md: title (🚀)",
      "  content/posts/p2.md: title (🚀)",
      "  content/posts/p3.md: title (🚀)",
      "  and 3 more",
    ]);
  });
});
