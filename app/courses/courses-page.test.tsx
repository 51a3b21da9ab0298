import { render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { courses } from "#content/courses.ts";
import { translations } from "#content/languages.ts";
import { site as ownSite } from "#content/site.ts";
import { entryKey } from "#core/entry-key.ts";
import type { Course, Translation } from "#core/schema.ts";

// Issue 38: an owner with a second language reverses the order of their courses and removes
// one. Built from the owner's own courses and translations, whatever they are: a site with
// fewer than three courses gets made-up ones after its own, and a site whose translations
// translate no course gets a translation of them all (each that has a key), made here. What is
// made up is named in every test's name, so that a failure says it is the test's, not the
// owner's.

const own = ownSite.language ?? "en";

const listed: Course[] = [...courses];
for (let n = listed.length + 1; listed.length < 3; n += 1)
  listed.push({
    position: `Position ${n}`,
    title: `Course ${n} of the test`,
    school: `School ${n}`,
    period: `${2000 + n}`,
    href: `https://courses.example/${n}`,
  });

const translatesACourse = (translation: Translation) =>
  listed.some((course) => translation.courses?.[entryKey(course)] !== undefined);
const madeUpCode = ["de", "fr", "es"].find(
  (code) => code !== own && !translations.some((t) => t.code === code),
) as string;
const languages: Translation[] = translations.some(translatesACourse)
  ? [...translations]
  : [
      ...translations,
      {
        code: madeUpCode,
        // A title with no letter has no key in a site of one language, and nothing to translate.
        courses: Object.fromEntries(
          listed
            .filter((course) => entryKey(course) !== "")
            .map((course) => [
              entryKey(course),
              { position: `${course.position} (übersetzt)`, title: `${course.title} (übersetzt)` },
            ]),
        ),
      },
    ];
const madeUp = [
  listed.length > courses.length &&
    `${listed.length - courses.length} course(s) made up by this test after the owner's ${courses.length}`,
  languages.length > translations.length &&
    `a translation into "${madeUpCode}" made up by this test`,
].filter(Boolean);
/** Said in each test's name, so that its failure names what the test made up. */
const withMadeUp = madeUp.length ? ` (with ${madeUp.join(" and ")})` : "";
const translating = languages.findIndex(translatesACourse);
const translation = languages[translating] as Translation;

// The first course that language translates goes; the rest are reversed.
const removed = listed.find((course) => translation.courses?.[entryKey(course)]) as Course;
const reordered = listed.filter((course) => course !== removed).reverse();

/** The site with the owner's change: the modules read afresh over the changed lists. */
async function changedSite() {
  vi.resetModules();
  vi.doMock("#content/courses.ts", () => ({ courses: reordered }));
  vi.doMock("#content/languages.ts", () => ({ translations: languages }));
  const { CoursesPage } = await import("./courses-page");
  const { PageWords } = await import("~/i18n/use-words");
  const { wordsIn } = await import("~/i18n/words");
  const { checkContent, rawContent } = await import("#core/content-check.ts");
  return { CoursesPage, PageWords, wordsIn, checkContent, rawContent };
}

let site: Awaited<ReturnType<typeof changedSite>>;
beforeAll(async () => {
  site = await changedSite();
});

afterAll(() => {
  vi.doUnmock("#content/courses.ts");
  vi.doUnmock("#content/languages.ts");
  vi.resetModules();
});

describe(`an owner who reorders their courses and removes one${withMadeUp}`, () => {
  it.each(languages.map((language) => [language.code, language] as const))(
    "%s: each course shows its own translation, or its own words marked as the site's language",
    (code, language) => {
      const { CoursesPage, PageWords, wordsIn } = site;
      // As the document passes a page its words (app/root.tsx).
      render(
        <PageWords.Provider value={wordsIn(code)}>
          <CoursesPage />
        </PageWords.Provider>,
      );

      const items = within(screen.getByRole("list")).getAllByRole("listitem");
      expect(items).toHaveLength(reordered.length);
      for (const [i, course] of reordered.entries()) {
        const item = items[i] as HTMLElement;
        const text = language.courses?.[entryKey(course)];
        const heading = within(item).getByRole("heading", { level: 2 });
        expect(heading).toHaveTextContent(text?.position ?? course.position);
        expect(item).toHaveTextContent(text?.title ?? course.title);
        expect(item).toHaveTextContent(text?.school ?? course.school);
        expect(item).toHaveTextContent(text?.period ?? course.period);
        // Read aloud in its own language: the site's, where this one leaves it untranslated.
        if (text) expect(heading).not.toHaveAttribute("lang");
        else expect(heading).toHaveAttribute("lang", own);
      }
    },
  );

  it("is told the removed course's translation names no course", () => {
    const { checkContent, rawContent } = site;
    expect(rawContent.courses).toBe(reordered);
    expect(() => checkContent({ ...rawContent, translations: languages })).toThrow(
      `translations #${translating + 1} "${translation.code}" → courses → ${entryKey(removed)}: no course has this key`,
    );
  });
});
