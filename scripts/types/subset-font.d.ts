declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      /** Pins an axis to one value, or narrows it to a range (a partial instance). */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** Every glyph kept; `text` must then be empty. */
      keepAllGlyphs?: boolean;
    },
  ): Promise<Buffer>;
}
