// Which pages `npm test` opens in a browser. Every page's HTML is read on every run (links,
// images, head, feeds, budgets); a browser is for what only it can tell (a script error, the
// layout, axe's colours), at about a second a page here. Each page of its own kind (home,
// courses, projects, blog, contact, 404, in each language) is always opened; posts, write-ups,
// tags and series grow with the owner's writing, so past SITE_VISITS pages in all (60 unless
// set; `SITE_VISITS=all` for every one) they are sampled, spread evenly over each kind, and the
// run says so.
import { type BuiltPage, builtPages } from "./built-site";

/** The route modules a site has a page of for each post, write-up, tag or series. */
const GROWS = new Set([
  "routes/blog-post.tsx",
  "routes/write-up.tsx",
  "routes/blog-tag.tsx",
  "routes/blog-series.tsx",
]);

const setting = process.env.SITE_VISITS ?? "60";
const cap = setting === "all" ? Number.POSITIVE_INFINITY : Number(setting);
if (!(cap > 0)) throw new Error(`SITE_VISITS is "${setting}": a number of pages, or "all"`);

/** `count` of `items`, evenly spread, the first and the last among them. */
export function spread<T>(items: T[], count: number): T[] {
  if (count >= items.length) return items;
  if (count === 1) return items.slice(0, 1);
  return Array.from(
    { length: count },
    (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T,
  );
}

const always = builtPages.filter((page) => !GROWS.has(page.module));
const growing = builtPages.filter((page) => GROWS.has(page.module));
const room = Math.max(0, cap - always.length);

const sampled = new Map<string, { of: number; visited: number }>();
const chosen = new Set<BuiltPage>(always);
if (growing.length <= room) for (const page of growing) chosen.add(page);
else
  for (const module of GROWS) {
    const ofKind = growing.filter((page) => page.module === module);
    if (ofKind.length === 0) continue;
    const share = Math.max(1, Math.floor((room * ofKind.length) / growing.length));
    const picked = spread(ofKind, share);
    for (const page of picked) chosen.add(page);
    sampled.set(module, { of: ofKind.length, visited: picked.length });
  }

/** The pages opened in a browser, in the site's order. */
export const visitedPages = builtPages.filter((page) => chosen.has(page));

const kinds: Record<string, string> = {
  "routes/blog-post.tsx": "posts",
  "routes/write-up.tsx": "write-ups",
  "routes/blog-tag.tsx": "tag pages",
  "routes/blog-series.tsx": "series pages",
};

/** What the run says when it samples: how many of each kind it opened, and how to open all. */
export const sampleNote =
  sampled.size === 0
    ? ""
    : `Opened ${visitedPages.length} of ${builtPages.length} pages in a browser: every page of its own kind, and ${[
        ...sampled,
      ]
        .map(([module, { of, visited }]) => `${visited} of ${of} ${kinds[module]}`)
        .join(
          ", ",
        )}, spread evenly. Every page's HTML was read. SITE_VISITS=all npm test opens every page.`;
