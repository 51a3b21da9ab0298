import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { languages } from "#core/languages.ts";
import { PageWords } from "~/i18n/use-words";
import { wordsIn } from "~/i18n/words";
import { siteUrl } from "~/seo";
import { pageHref } from "~/ui/page-href";
import { cvDocumentIn } from "./cv-document";
import { CvPage } from "./cv-page";

// The CV page in each of the site's languages, read from the owner's content whatever it is.

describe.each(languages)("the CV page in %s", (language) => {
  const cv = cvDocumentIn(language, siteUrl);
  const page = () =>
    render(
      <PageWords.Provider value={wordsIn(language)}>
        <CvPage />
      </PageWords.Provider>,
    );

  it("is headed by the owner's name, then each section in the document's order", () => {
    page();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(cv.name);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      cv.sections.map((section) => section.heading.text),
    );
    const titles = cv.sections.flatMap((section) =>
      section.kind === "entries" ? section.entries.map((entry) => entry.title.text) : [],
    );
    expect(screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      titles,
    );
  });

  it("lists each entry's links by name, each to its own entry", () => {
    page();
    for (const section of cv.sections) {
      if (section.kind !== "entries") continue;
      const region = screen.getByRole("region", { name: section.heading.text });
      for (const entry of section.entries)
        for (const link of entry.links) {
          const found = within(region).getByRole("link", {
            name: new RegExp(`^${literal(link.label.text)}\\s*: ${literal(entry.title.text)}`),
          });
          expect(found).toHaveAttribute("href", link.href);
          expect(found).toHaveAttribute("target", "_blank");
        }
    }
  });

  it("links its PDF, which opens in a new tab, and its JSON Resume", () => {
    page();
    const pdf = screen.getByRole("link", { name: /^PDF/ });
    const json = screen.getByRole("link", { name: "JSON Resume" });
    expect(pdf).toHaveAttribute("href", pageHref(cv.files.pdf));
    expect(pdf).toHaveAttribute("target", "_blank");
    expect(json).toHaveAttribute("href", pageHref(cv.files.json));
  });

  it("lists every contact, each linked to its address", () => {
    page();
    const contacts = screen.getByRole("list", { name: wordsIn(language).text("contactDetails") });
    const links = within(contacts).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      cv.contacts.map((contact) => contact.href),
    );
  });
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
