import { z } from "zod";

// The one place that says what an owner's content must look like. It runs at build time
// (vite.config.ts) and in the unit tests, never in the visitor's browser.

const text = z.string().trim().min(1, "must not be empty");
const httpsUrl = z
  .string()
  .trim()
  .url("must be a full URL")
  .refine((value) => value.startsWith("https://"), "must be an https:// link");
const imageFile = z
  .string()
  .regex(/^[\w.-]+\.(avif|webp|png|jpe?g|svg)$/i, "must be an image file name such as me.jpg");

export const socialNetworks = [
  "linkedin",
  "github",
  "x",
  "instagram",
  "facebook",
  "mastodon",
  "bluesky",
  "youtube",
  "dribbble",
  "behance",
  "upwork",
  "fiverr",
  "freelancer",
] as const;

const contactSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("phone"),
    title: text,
    body: text,
    href: z.string().regex(/^tel:\+?[\d-]+$/, "must be a tel: link such as tel:+15550142368"),
  }),
  z.object({
    kind: z.literal("email"),
    title: text,
    body: text,
    href: z.string().regex(/^mailto:[^@\s]+@[^@\s]+$/, "must be a mailto: link"),
  }),
  z.object({ kind: z.literal("messenger"), title: text, body: text, href: httpsUrl }),
]);

export const profileSchema = z.object({
  name: text,
  initials: z.string().regex(/^\p{Lu}{1,3}$/u, "must be one to three capital letters"),
  position: text,
  technologies: z.array(text).min(1, "list at least one technology"),
  description: z.array(text).min(1, "write at least one line"),
  avatar: z.object({ file: imageFile, alt: text }),
  cv: httpsUrl,
  contacts: z.array(contactSchema).min(1, "list at least one contact"),
  socials: z.array(z.object({ network: z.enum(socialNetworks), label: text, href: httpsUrl })),
});

export const courseSchema = z.object({
  position: text,
  title: text,
  school: text,
  period: text,
  href: httpsUrl,
});

// Screenshots are PNG or JPEG sources; the build encodes them to AVIF and WebP.
const screenshotFile = z
  .string()
  .regex(/^[\w.-]+\.(png|jpe?g)$/i, "must be a PNG or JPEG file name such as shop.png");

export const projectSchema = z.object({
  title: text,
  technology: text,
  href: httpsUrl,
  pc: screenshotFile,
  tablet: screenshotFile,
  mobile: screenshotFile,
});

export const siteSchema = z.object({
  url: httpsUrl.refine((value) => !value.endsWith("/"), "must not end with a slash"),
});

export const contentSchema = z.object({
  site: siteSchema,
  profile: profileSchema,
  courses: z.array(courseSchema),
  projects: z.array(projectSchema),
});

export type Site = z.input<typeof siteSchema>;
export type Profile = z.input<typeof profileSchema>;
export type Contact = Profile["contacts"][number];
export type SocialLink = Profile["socials"][number];
export type Course = z.input<typeof courseSchema>;
export type Project = z.input<typeof projectSchema>;
export type Content = z.output<typeof contentSchema>;

export class ContentError extends Error {
  override name = "ContentError";
}

/** Names an entry the way an owner finds it in the file: `courses[2] "Testing JavaScript" → href`. */
function describeEntry(raw: unknown, path: PropertyKey[]): string {
  const segments: string[] = [];
  let node: unknown = raw;
  for (const key of path) {
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key as never];
    if (typeof key === "number" && segments.length > 0) {
      const label = entryLabel(node);
      segments[segments.length - 1] += `[${key}]${label ? ` "${label}"` : ""}`;
    } else {
      segments.push(String(key));
    }
  }
  const field = segments.pop() ?? "(content)";
  return segments.length ? `${segments.join(".")} → ${field}` : field;
}

function entryLabel(entry: unknown): string | undefined {
  if (typeof entry !== "object" || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  for (const key of ["title", "label", "name", "position"]) {
    if (typeof record[key] === "string" && record[key]) return record[key] as string;
  }
  return undefined;
}

/** Validates raw content and throws one error that lists every problem by entry and field. */
export function parseContent(raw: unknown): Content {
  const result = contentSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  - ${describeEntry(raw, issue.path)}: ${issue.message}`,
  );
  throw new ContentError(`Content in app/content/ has problems:\n${lines.join("\n")}`);
}
