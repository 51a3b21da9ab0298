import { localePath } from "#core/languages.ts";
import { postPath } from "#core/page-paths.ts";
import type { PostFile } from "#core/post-file.ts";
import { hasSearch } from "../../app/site-routes";
import { expect, test } from "../e2e/fixtures";
import { proseWords } from "../search-words";
import { published } from "../site-pages";
import { lines, postsByLanguage } from "./built-site";
import { spread } from "./visits";

// Search finds each post by a word of its own: the index the build wrote (Pagefind's), queried
// with Pagefind's own API in one page of each language, as the site's search box queries it.
// How the search box behaves is the template's to test (tests/e2e/search.spec.ts). Past 200
// posts in a language, 200 of them are searched for, spread evenly, and the test's name says so.
const SEARCHED = 200;

/** For each post, the word of its text that the fewest other posts have (the longest of those). */
function wordsOf(posts: PostFile[]): { post: PostFile; word: string }[] {
  const each = posts.map((post) => proseWords(`${post.title} ${post.body}`));
  // In how many posts each word is.
  const postsWith = new Map<string, number>();
  for (const words of each)
    for (const word of words) postsWith.set(word, (postsWith.get(word) ?? 0) + 1);
  const rarity = (word: string) => postsWith.get(word) ?? 0;
  return posts.flatMap((post, i) => {
    const [word] = [...(each[i] ?? [])].sort(
      (a, b) => rarity(a) - rarity(b) || b.length - a.length || a.localeCompare(b),
    );
    return word ? [{ post, word }] : [];
  });
}

for (const { language, posts } of postsByLanguage) {
  if (!hasSearch(published) || posts.length === 0) continue;
  const sampled = posts.length > SEARCHED ? ` (${SEARCHED} of ${posts.length}, spread evenly)` : "";
  test(`search finds each ${language} post by a word of its own${sampled}`, async ({ page }) => {
    const searches = spread(wordsOf(posts), SEARCHED).map(({ post, word }) => ({
      word,
      url: localePath(language, postPath(post.slug)),
      file: `${post.slug} ("${post.title}")`,
    }));
    await page.goto(localePath(language, "/"));
    const missed = await page.evaluate(async (wanted) => {
      type Result = { id: string; data(): Promise<{ url: string }> };
      // An address the browser loads from the site, not a module of this project.
      const pagefindUrl = "/pagefind/pagefind.js";
      const pagefind = await import(/* @vite-ignore */ pagefindUrl);
      await pagefind.options({ baseUrl: "/" });
      await pagefind.init();
      // Each result's address, loaded once however many searches find it.
      const urls = new Map<string, Promise<string>>();
      const urlOf = (result: Result) => {
        if (!urls.has(result.id))
          urls.set(
            result.id,
            result.data().then((data) => data.url),
          );
        return urls.get(result.id) as Promise<string>;
      };
      const lost: string[] = [];
      for (const { word, url, file } of wanted) {
        const { results } = (await pagefind.search(word)) as { results: Result[] };
        const found = await Promise.all(results.map(urlOf));
        if (!found.some((at) => at.replace(/\/$/, "") === url))
          lost.push(`${file}: "${word}" finds ${found.length ? found.join(", ") : "nothing"}`);
      }
      return lost;
    }, searches);
    expect(
      missed,
      `search does not find these posts by a word of their own:${lines(missed)}`,
    ).toEqual([]);
  });
}
