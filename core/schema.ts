import { isPossiblePhoneNumber } from "libphonenumber-js";
import { z } from "zod";
import { cvSchema, jobFields } from "./cv-schema.ts";
import { type Device, devices } from "./devices.ts";
import {
  calendarDate,
  entryId,
  hexColor,
  httpsUrl,
  imageFile,
  languageCode,
  screenshotFile,
  text,
} from "./schema-fields.ts";
import { textSlug } from "./text-slug.ts";
import { texts } from "./texts.ts";
import { ownerThemes, SPEC_THEME, themes } from "./themes.ts";

// The one place that says what an owner's content must look like (with the kinds of value in
// schema-fields.ts and the CV's own entries in cv-schema.ts). The build checks the content
// against it (core/content-check.ts, which also words the errors); the pages import only
// its types, so none of it reaches the visitor's browser.

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

/** Messengers with an icon of their own; any other shows a chat bubble. */
export const messengers = [
  "telegram",
  "signal",
  "whatsapp",
  "discord",
  "slack",
  "skype",
  "viber",
  "line",
  "wechat",
  "matrix",
] as const;

const contactSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("phone"),
    title: text,
    body: text,
    href: z
      .string()
      .regex(
        /^tel:\+[\d\s().-]+$/,
        "must be a tel: link with the country code, such as tel:+15550142368",
      )
      .refine(
        (value) => isPossiblePhoneNumber(value.slice(4)),
        "must be a whole phone number with its country code, such as tel:+15550142368",
      ),
  }),
  z.strictObject({
    kind: z.literal("email"),
    title: text,
    body: text,
    href: z
      .string()
      .regex(
        /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/,
        "must be a mailto: link such as mailto:you@example.com",
      ),
  }),
  z.strictObject({
    kind: z.literal("messenger"),
    // Picks the icon; without it the entry shows a chat bubble.
    network: z.enum(messengers).optional(),
    title: text,
    body: text,
    href: httpsUrl,
  }),
]);

export const profileSchema = z.strictObject({
  name: text,
  // The words before the name in the About heading; "Hi, I'm" when left out.
  greeting: text.optional(),
  initials: z.string().regex(/^\p{Lu}{1,3}$/u, "must be one to three capital letters"),
  position: text,
  technologies: z.array(text).min(1, "list at least one technology"),
  description: z.array(text).min(1, "write at least one line"),
  avatar: z.strictObject({ file: imageFile, alt: text }),
  // A CV of your own elsewhere; without it "Download CV" opens the one the site builds from
  // this content (/cv.pdf).
  cv: httpsUrl.optional(),
  contacts: z.array(contactSchema).min(1, "list at least one contact"),
  socials: z.array(
    z.strictObject({ network: z.enum(socialNetworks), label: text, href: httpsUrl }),
  ),
});

export const courseSchema = z.strictObject({
  id: entryId.optional(),
  position: text,
  title: text,
  school: text,
  period: text,
  href: httpsUrl,
});

/** How `npm run screenshots` photographs a project's site; every field is optional. */
const shotSchema = z.strictObject({
  // The page to photograph when it is not `href` (a demo page that needs no login, say).
  url: z
    .string()
    .trim()
    .url("must be a full URL")
    .refine((value) => /^https?:\/\//.test(value), "must be an http:// or https:// link")
    .optional(),
  // A CSS selector to wait for before the shot (what shows once the page has loaded its data).
  waitFor: text.optional(),
  // Milliseconds to wait after the page has settled, for animations (500 when left out).
  delay: z.number().int().min(0).max(60_000).optional(),
  // CSS added to the page for the shot, e.g. to hide a cookie banner or a chat bubble.
  css: z.string().optional(),
  // How far down to scroll before the shot, in CSS pixels.
  scrollY: z.number().int().min(0).optional(),
  colorScheme: z.enum(themes).optional(),
});

/** One field per device, the file name in content/images/projects/<device>/. */
const screenshotFiles = Object.fromEntries(devices.map((device) => [device, screenshotFile])) as {
  [device in Device]: typeof screenshotFile;
};

export const projectSchema = z.strictObject({
  id: entryId.optional(),
  title: text,
  technology: text,
  href: httpsUrl,
  // The source code, shown as a second link beside "Live site".
  repository: httpsUrl.optional(),
  screenshot: shotSchema.optional(),
  ...screenshotFiles,
  // A Markdown file in content/write-ups/; the project then gets a page of its own.
  writeUp: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*\.md$/, "must be a Markdown file name such as my-shop.md")
    .optional(),
});

/** The front matter of a post in content/posts/. */
export const postSchema = z
  .strictObject({
    title: text,
    // The order on /blog and the date shown and in the feeds.
    date: calendarDate,
    // When the post last changed in a way worth telling readers: shown on it, and in the feeds,
    // its structured data and the sitemap.
    updated: calendarDate.optional(),
    description: text,
    tags: z.array(text, { error: "must be a list such as [CSS, React]" }).default([]),
    // Shown by `npm run dev`, left out of every build.
    draft: z.boolean({ error: "must be true or false" }).default(false),
    // An image beside the post (in content/posts/images/), shown above it.
    cover: z.strictObject({ file: screenshotFile, alt: text }).optional(),
    // Listed first on /blog, marked as featured.
    featured: z.boolean({ error: "must be true or false" }).default(false),
    // The posts of one series are read in order of their dates, each leading to the others.
    series: text
      .refine(
        (value) => textSlug(value) !== "",
        "must have a letter a–z or digit to make its address",
      )
      .optional(),
    // Where the post was first published (a copy of a post from dev.to, say): search engines
    // are sent there, and the post says so.
    canonical: httpsUrl.optional(),
  })
  // Dates compare as text in this form, and an update before the post was written is a typo.
  .superRefine((post, context) => {
    if (post.updated !== undefined && post.updated < post.date)
      context.addIssue({
        code: "custom",
        path: ["updated"],
        message: `must not be before the post's date, ${post.date}`,
      });
  });

export type PostFrontMatter = z.output<typeof postSchema>;

/** The site's own words (core/texts.ts), each one a text. */
const textsSchema = z.strictObject(
  Object.fromEntries(Object.keys(texts).map((key) => [key, text])) as Record<
    keyof typeof texts,
    typeof text
  >,
);

/**
 * Comments under each post, from the owner's GitHub Discussions through giscus (giscus.app, whose
 * setup page gives these four values). Off unless set: with it, a post's reader who asks for the
 * comments, or reaches the end of the post, loads giscus's page from giscus.app.
 */
export const commentsSchema = z.strictObject({
  provider: z.literal("giscus", { error: 'must be "giscus", the one provider the site knows' }),
  repo: z
    .string()
    .trim()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'must be the GitHub repository as "owner/name"'),
  repoId: z
    .string()
    .trim()
    .regex(/^R_\w+$/, "must be the repository's id from giscus.app, such as R_kgDOABCDEF"),
  category: text,
  categoryId: z
    .string()
    .trim()
    .regex(/^DIC_\w+$/, "must be the category's id from giscus.app, such as DIC_kwDOABCDEF4C"),
  // Which discussion a post's comments go to: the one titled with its path (the default, which
  // survives a change of title or domain), its full URL, or its title.
  mapping: z
    .enum(["pathname", "url", "title", "og:title"], {
      error: 'must be "pathname", "url", "title" or "og:title"',
    })
    .default("pathname"),
});

/**
 * Visitor counts from Plausible (plausible.io, or a server of the owner's own at `src`): no
 * cookies and no personal data kept, so no consent banner. Off unless set: with it, every page
 * loads Plausible's script once it is interactive and reports the visit to its origin.
 */
export const analyticsSchema = z.strictObject({
  provider: z.literal("plausible", {
    error: 'must be "plausible", the one provider the site knows',
  }),
  domain: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
      "must be the site's domain as Plausible knows it, such as example.com (no https://)",
    ),
  src: httpsUrl.default("https://plausible.io/js/script.js"),
});

export type CommentsSettings = z.output<typeof commentsSchema>;
export type AnalyticsSettings = z.output<typeof analyticsSchema>;

export const siteSchema = z.strictObject({
  // The language the content in content/ is written in; the site's pages are at its root.
  language: languageCode.default("en"),
  url: httpsUrl.refine((value) => !value.endsWith("/"), "must not end with a slash"),
  // "dark" is the look the product spec draws (red particles on near-black); "system" follows
  // the visitor's system setting. Share cards, icons and the installed app take it too.
  theme: z
    .enum(ownerThemes, {
      error: `must be ${ownerThemes
        .map((theme) => `"${theme}"`)
        .join(", ")
        .replace(/, (?=[^,]*$)/, " or ")}`,
    })
    .default(SPEC_THEME),
  // The owner's colour for links, buttons, the particles, the share cards and the icons: one
  // colour (the other theme's shade is derived) or one per theme, each checked for contrast
  // at build time (build-time/owner-look.ts).
  accent: z
    .union([hexColor, z.strictObject({ light: hexColor, dark: hexColor })], {
      error: 'must be a colour such as "#0f766e", or { light: "#0f766e", dark: "#5eead4" }',
    })
    .optional(),
  // Any of the site's words (core/texts.ts) in the owner's own: "Get in touch" for "Contact Me".
  texts: textsSchema.partial().optional(),
  // Off unless set; each sends visitors' data to a third party (see the schemas above).
  comments: commentsSchema.optional(),
  analytics: analyticsSchema.optional(),
  // The folder of the posts in the repository's editor, such as
  // https://github.com/me/site/edit/main/content/posts/: each post then links to <slug>.md there.
  editUrl: httpsUrl
    .refine(
      (value) => value.endsWith("/"),
      "must end with a slash, as the posts' folder does: https://github.com/me/site/edit/main/content/posts/",
    )
    .optional(),
});

/**
 * A translation's courses or projects: each by the key of the entry it translates (its `id`, or
 * its title's slug), so that reordering the owner's list moves nothing onto another entry. The
 * old form, a list paired by place, is named with the command that rewrites it.
 */
const keyedTranslations = <T extends z.ZodType>(entry: T, noun: "course" | "project" | "job") =>
  z
    .record(z.string(), entry, {
      error: (issue) =>
        Array.isArray(issue.input)
          ? `a list paired by place is now an object keyed by each ${noun}'s id or title slug; run npm run migrate-content to rewrite it`
          : undefined,
    })
    .default({});

/**
 * A second language (content/<code>/translation.ts): any of the site's words and of the
 * owner's texts, in that language. Every field is optional: what is left out shows in the
 * site's own language. The profile's lists translate entry by entry, in the order of the owner's;
 * courses and projects by their keys.
 */
export const translationSchema = z.strictObject({
  code: languageCode,
  texts: textsSchema.partial().default({}),
  profile: z
    .strictObject({
      greeting: text,
      position: text,
      description: z.array(text).min(1, "write at least one line"),
      avatar: z.strictObject({ alt: text }),
      contacts: z.array(z.strictObject({ title: text, body: text }).partial()),
      socials: z.array(z.strictObject({ label: text })),
    })
    .partial()
    .default({}),
  courses: keyedTranslations(
    courseSchema.pick({ position: true, title: true, school: true, period: true }).partial(),
    "course",
  ),
  projects: keyedTranslations(
    projectSchema.pick({ title: true, technology: true }).partial(),
    "project",
  ),
  // content/cv.ts: its jobs by their keys, its languages' levels by their codes.
  cv: z
    .strictObject({
      experience: keyedTranslations(
        jobFields.pick({ role: true, organisation: true, location: true, lines: true }).partial(),
        "job",
      ),
      languages: z.record(z.string(), z.strictObject({ level: text })).default({}),
    })
    .partial()
    .default({}),
});

export const contentSchema = z.strictObject({
  site: siteSchema,
  profile: profileSchema,
  courses: z.array(courseSchema),
  projects: z.array(projectSchema),
  cv: cvSchema.default({ experience: [], languages: [] }),
  translations: z.array(translationSchema).default([]),
});

export type Site = z.input<typeof siteSchema>;
export type Accent = NonNullable<z.output<typeof siteSchema>["accent"]>;
export type Texts = typeof texts;
export type Translation = z.input<typeof translationSchema>;
export type Profile = z.input<typeof profileSchema>;
export type Contact = Profile["contacts"][number];
export type SocialLink = Profile["socials"][number];
export type Course = z.input<typeof courseSchema>;
export type Project = z.input<typeof projectSchema>;
export type ShotSettings = NonNullable<Project["screenshot"]>;
export type Cv = z.input<typeof cvSchema>;
export type Job = NonNullable<Cv["experience"]>[number];
export type SpokenLanguage = NonNullable<Cv["languages"]>[number];
export type Paper = NonNullable<Cv["paper"]>;
export type Content = z.output<typeof contentSchema>;

export class ContentError extends Error {
  override name = "ContentError";
  constructor(message: string) {
    super(message);
    // The message names the entry and the field; a stack trace under it only hides that.
    this.stack = message;
  }
}
