// The site as a Markdown list for language models (https://llmstxt.org): its name, what it is,
// then its pages and posts, each a link with its full URL and what it is about. Pure.

/** A page or post as the list names it. */
export type LlmsLink = { title: string; url: string; description?: string | undefined };

/** Markdown's link text keeps its brackets and its one line only when written so. */
const linkText = (text: string) => oneLine(text).replace(/([[\]\\])/g, "\\$1");
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
/** A bracket in an address would end the link early. */
const address = (url: string) =>
  url.replace(/\(/g, "%28").replace(/\)/g, "%29").replace(/ /g, "%20");

function section(heading: string, links: readonly LlmsLink[]): string[] {
  if (links.length === 0) return [];
  return [
    `## ${heading}`,
    "",
    ...links.map(
      ({ title, url, description }) =>
        `- [${linkText(title)}](${address(url)})${description ? `: ${oneLine(description)}` : ""}`,
    ),
    "",
  ];
}

/** The file: an H1 with the site's name, its summary as a quote, then a section per list that
 * has something in it. */
export function llmsText({
  name,
  summary,
  pages,
  posts,
  headings = { pages: "Pages", posts: "Posts" },
}: {
  name: string;
  summary: string;
  pages: readonly LlmsLink[];
  posts: readonly LlmsLink[];
  headings?: { pages: string; posts: string };
}): string {
  return [
    `# ${oneLine(name)}`,
    "",
    `> ${oneLine(summary)}`,
    "",
    ...section(headings.pages, pages),
    ...section(headings.posts, posts),
  ].join("\n");
}
