import { z } from "zod";
import { KEY_PATTERN } from "./entry-key.ts";
import { LANGUAGE_CODE } from "./language-code.ts";

// The shapes of the single values an owner writes (a text, a link, a file name, a date, a
// colour, a language code), each with the message it fails with: core/schema.ts and
// core/cv-schema.ts build the content's shape from them.

export const text = z.string().trim().min(1, "must not be empty");
export const httpsUrl = z
  .string()
  .trim()
  .url("must be a full URL")
  .refine((value) => value.startsWith("https://"), "must be an https:// link");
export const imageFile = z
  .string()
  .regex(/^[\w.-]+\.(avif|webp|png|jpe?g|svg)$/i, "must be an image file name such as me.jpg");

// What a translation names an entry by instead of its title's slug (core/entry-key.ts): for two
// entries of one title, or a title with no letter a–z, or one that is about to change.
export const entryId = z
  .string()
  .regex(
    KEY_PATTERN,
    "must be lower-case letters a–z, digits and dashes, such as modern-javascript",
  );

// Screenshots are PNG or JPEG sources; the build encodes them to AVIF and WebP.
export const screenshotFile = z
  .string()
  .regex(/^[\w.-]+\.(png|jpe?g)$/i, "must be a PNG or JPEG file name such as shop.png");

/** A calendar date as YYYY-MM-DD. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2025-03-14")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "must be a real calendar date");

/** A language as a BCP 47 tag: "de", "pt-BR", "zh-Hant" (the shape the addresses match too). */
export const languageCode = z
  .string()
  .regex(new RegExp(`^${LANGUAGE_CODE}$`), "must be a language code such as de, pt-BR or zh-Hant");

/** A colour as CSS writes it in hex, without transparency: "#0f766e" or "#0f7". */
export const hexColor = z
  .string()
  .trim()
  .regex(/^#([\da-f]{3}|[\da-f]{6})$/i, 'must be a colour in hex, such as "#0f766e"');
