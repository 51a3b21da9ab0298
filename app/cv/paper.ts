import type { Paper } from "#core/schema.ts";

// The paper a CV prints on: the owner's choice (content/cv.ts → paper), else the one the
// language's country uses. Pure.

/** Where Letter is the paper of the office: North America, and the Americas' Letter countries. */
const LETTER_COUNTRIES = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE", "PR", "GT", "CR"]);

/** "en" is the United States' (CLDR's likely country for it), "de" Germany's, "es" Spain's. */
export function paperOf(language: string, chosen?: Paper): Paper {
  if (chosen) return chosen;
  const country = new Intl.Locale(language).maximize().region;
  return country && LETTER_COUNTRIES.has(country) ? "letter" : "a4";
}

/** Each paper's size in PDF points (1/72 in), width by height. */
export const paperSize: Record<Paper, [width: number, height: number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};
