/**
 * The three screenshots of every project, as the gallery shows them: desktop, tablet, phone.
 * A module of its own, with no imports, so that the pages can read it without the schema's zod.
 */
export const devices = ["pc", "tablet", "mobile"] as const;
export type Device = (typeof devices)[number];
