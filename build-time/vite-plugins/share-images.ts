// The share card, favicon and app icons, and each post's card, drawn from the content on every
// build (and on every request in `npm run dev`), so they never show an old name: the site's in
// each language at /share-image.png and /<code>/share-image.png, a post's beside its page.
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { profile } from "#content/profile.ts";
import { contentPath } from "#core/content-dir.ts";
import {
  defaultLanguage,
  directionOf,
  languageOfPath,
  languages,
  localePath,
  translationOf,
  unlocalizedPath,
} from "#core/languages.ts";
import { contentIn } from "#core/local-content.ts";
import { postCardPath } from "#core/page-paths.ts";
import { languageDir, postsOf } from "#core/published.ts";
import type { Accent } from "#core/schema.ts";
import { drawnTheme } from "#core/themes.ts";
import { formatDate } from "../../app/blog/dates.ts";
import { type DrawnCard, handOnPostCards } from "../build-end/post-cards.ts";
import { ownerTheme, resolveSiteUrl } from "../build-settings.ts";
import { ownerAccent } from "../owner-look.ts";
import { drawPostCards } from "../post-cards.ts";
import {
  renderPostCard,
  renderShareImages,
  SHARE_FILE_NAMES,
  shareColors,
} from "../share-images/draw.ts";
import { cardLettersWarning } from "../share-images/fonts.ts";
import type { PostCardInput } from "../share-images/layouts.ts";
import { startEarly, takeEarly } from "./early-start.ts";

type Owner = Pick<typeof profile, "name" | "initials" | "position" | "technologies">;

/** What every picture of a site shares: its address and its colours, read afresh for each card
 * the dev server draws and once for all the cards of a build. */
const look = (accent: Accent | undefined = ownerAccent(), theme = ownerTheme()) => ({
  siteUrl: resolveSiteUrl(),
  colors: shareColors(drawnTheme(theme), accent),
});

const render = (owner: Owner, drawing = look()) => renderShareImages({ ...owner, ...drawing });

/** A post's card, its date written the language's way and its words set in its direction. */
const cardOf = (
  owner: Owner,
  post: { title: string; date: string },
  language: string,
  drawing = look(),
): PostCardInput => ({
  title: post.title,
  date: formatDate(post.date, language),
  name: owner.name,
  initials: owner.initials,
  ...drawing,
  ...(directionOf(language) === "rtl" ? { dir: "rtl" as const } : {}),
});

const POST_CARD = /^\/blog\/([a-z0-9-]+)\/share-image\.png$/;

const EARLY = "post cards";

type PostCard = { fileName: string; input: PostCardInput; where: string; language: string };

/** Every published post's card, in every language. */
function postCardsToDraw(): PostCard[] {
  const cards: PostCard[] = [];
  const drawing = look();
  for (const language of languages)
    for (const post of postsOf(language, { drafts: false }))
      cards.push({
        fileName: localePath(language, postCardPath(post.slug)).slice(1),
        input: cardOf(profile, post, language, drawing),
        where: join(languageDir(language, "posts"), `${post.slug}.md`),
        language,
      });
  return cards;
}

function drawCards(cards: PostCard[]): Promise<DrawnCard[]> {
  const drawn = drawPostCards(cards.map((card) => card.input)).then((pngs) =>
    cards.map(({ fileName }, index) => ({ fileName, png: pngs[index] as Buffer })),
  );
  // Handed on in writeBundle; until then a failure must not end the process as unhandled.
  drawn.catch(() => {});
  return drawn;
}

/**
 * `building`: the config is read for a build (not the dev or preview server), so the cards'
 * threads start now, as the config is read: the client bundle starts a second later, and
 * until then a core stands idle.
 */
export function shareImages({ building = false }: { building?: boolean } = {}): Plugin {
  if (building)
    startEarly(EARLY, () => {
      const cards = postCardsToDraw();
      return { cards, drawn: drawCards(cards) };
    });
  let postCards: Promise<DrawnCard[]> | undefined;
  let clientDir: string | undefined;
  return {
    name: "portfolio:share-images",
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!path.startsWith(base)) return next();
        // Under its language's prefix as the build writes it: /de/blog/<slug>/share-image.png.
        const address = `/${path.slice(base.length)}`;
        const language = languageOfPath(address);
        const name = unlocalizedPath(address);
        const postSlug = name.match(POST_CARD)?.[1];
        if (!postSlug && !(SHARE_FILE_NAMES as readonly string[]).includes(name.slice(1)))
          return next();
        try {
          // Loaded afresh, so an edit to the profile, a translation or the accent shows on the
          // next request.
          const [{ profile: own }, { site }] = await Promise.all([
            server.ssrLoadModule("/.content/profile.ts"),
            server.ssrLoadModule("/.content/site.ts"),
          ]);
          const drawing = look(ownerAccent(site.accent), ownerTheme(site.theme));
          const owner = language === defaultLanguage ? own : contentIn(language).profile;
          if (postSlug) {
            const post = postsOf(language).find((p) => p.slug === postSlug);
            if (!post) return next();
            res.setHeader("Content-Type", "image/png");
            res.end(await renderPostCard(cardOf(owner, post, language, drawing)));
            return;
          }
          // A translation has its own site card, and shares the icons with the site's own.
          if (language !== defaultLanguage && name !== "/share-image.png") return next();
          const files = await render(owner, drawing);
          res.setHeader("Content-Type", name.endsWith(".svg") ? "image/svg+xml" : "image/png");
          res.end(files[name.slice(1)]);
        } catch (error) {
          next(error);
        }
      });
    },
    // The posts' cards are most of a cold build's work (docs/performance.md): their threads
    // start as a build reads the config (else here, with the client bundle) and draw while the
    // bundles are made, the pages prerendered and the build's last steps run; the build waits
    // for them only at its end.
    async buildStart() {
      // Not in a development server, which React Router also starts inside a build to read the
      // routes' exports: each would draw every card again.
      if (this.environment?.name !== "client" || this.environment.mode !== "build") return;
      const early = takeEarly<{ cards: PostCard[]; drawn: Promise<DrawnCard[]> }>(EARLY);
      const cards = early?.cards ?? postCardsToDraw();
      postCards = early?.drawn ?? drawCards(cards);
      const { root, build } = this.environment.config;
      clientDir = resolve(root, build.outDir);
      // While the cards' threads start.
      const { name, initials, position, technologies } = profile;
      const translations = languages.filter((language) => language !== defaultLanguage);
      const unDrawn = await cardLettersWarning([
        [contentPath("profile.ts"), { name, initials, position, technologies }],
        ...translations.flatMap((language) => {
          const own = translationOf(language)?.profile?.position;
          return own ? [[contentPath(language, "translation.ts"), { position: own }] as const] : [];
        }),
        ...cards.map(({ where, input: { title } }) => [where, { title }] as const),
        // A date is the site's words for it, not the post's: named once per language.
        [
          contentPath("languages.ts"),
          Object.fromEntries(
            languages.map((language) => [
              `the dates in ${language}`,
              cards.filter((card) => card.language === language).map((card) => card.input.date),
            ]),
          ),
        ],
      ]);
      if (unDrawn) this.warn(unDrawn);
    },
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      for (const [fileName, source] of Object.entries(await render(profile))) {
        this.emitFile({ type: "asset", fileName, source });
      }
      // Each other language's site card, with the owner's position in that language.
      for (const language of languages.filter((language) => language !== defaultLanguage)) {
        const card = (await render(contentIn(language).profile))["share-image.png"];
        const fileName = localePath(language, "/share-image.png").slice(1);
        if (card) this.emitFile({ type: "asset", fileName, source: card });
      }
    },
    // Once both bundles are written (the client's empties its folder first), handed on to the
    // build's end (build-end/post-cards.ts), which writes them once the pages are placed.
    writeBundle: {
      order: "post",
      sequential: true,
      handler() {
        if (this.environment?.name === "client" || !postCards || !clientDir) return;
        handOnPostCards(clientDir, postCards);
        postCards = undefined;
      },
    },
  };
}
