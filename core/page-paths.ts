// The addresses of the pages the owner's writing makes, in the site's own language: the route
// list, the links to them, the feeds, the share cards and the structured data all build them
// here. localePath (languages.ts) puts one in another language, pageHref (app/ui/page-href.ts)
// under the base path; a tag's page is tagPath's (tags.ts), a series' seriesPath's (series.ts). Pure: the browser's bundle reads it.

/** A post's page: its file name, without `.md`, under /blog/. */
export const postPath = (slug: string) => `/blog/${slug}`;

/** A project's write-up: its file name, without `.md`, under /projects/. */
export const writeUpPath = (slug: string) => `/projects/${slug}`;

/** A post's own share card, drawn at build time beside its page. */
export const postCardPath = (slug: string) => `${postPath(slug)}/share-image.png`;

/** Every post by year. A post may not take its address (core/post-file.ts). */
export const ARCHIVE_PATH = "/blog/archive";

/** The CV: a page, and the same as a PDF and as JSON Resume, each made at build time. */
export const CV_PATH = "/cv";
export const CV_PDF_PATH = "/cv.pdf";
export const RESUME_PATH = "/resume.json";
