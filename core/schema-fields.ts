import { z } from "zod";
import { KEY_PATTERN } from "./entry-key.ts";

// The kinds of value content/ is made of, for the schema's parts (schema.ts, cv-schema.ts): each
// says in the owner's terms what is wrong with a value.

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

/** A language as a BCP 47 tag: "de", "pt-BR", "zh-Hant". */
export const languageCode = z
  .string()
  .regex(
    /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/,
    "must be a language code such as de, pt-BR or zh-Hant",
  );
