// @vitest-environment node
import { getAllByRole, queryAllByRole } from "@testing-library/dom";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { ALERT_KINDS, type AlertNames, englishAlertNames, mayHaveAlerts } from "./alert-names";
import { renderMarkdown } from "./markdown.server";
import { keyOf } from "./markdown-key";

/** The Markdown's HTML in a page, as a reader's browser would hold it. Rendered in Node, as the
 * build renders it: Shiki's WebAssembly does not load in a browser-like test environment. */
async function page(markdown: string, alertNames?: AlertNames) {
  const { html } = await renderMarkdown(markdown, { images: {}, where: "post.md", alertNames });
  const article = new Window().document.createElement("article") as unknown as HTMLElement;
  article.innerHTML = html;
  return article;
}

const german: AlertNames = {
  note: { text: "Hinweis" },
  tip: { text: "Tipp" },
  important: { text: "Wichtig" },
  warning: { text: "Warnung" },
  // A word the translation leaves out: the site's own, in its language.
  caution: { text: "Caution", lang: "en" },
};

describe("alerts", () => {
  const markdown = ALERT_KINDS.map(
    (kind) => `> [!${kind.toUpperCase()}]\n> Text of the ${kind}, with *emphasis*.\n`,
  ).join("\n");

  it("turn each of GitHub's five kinds into a note titled in the page's language", async () => {
    for (const names of [englishAlertNames, german]) {
      const notes = getAllByRole(await page(markdown, names), "note");
      const titles = notes.map((note) => note.querySelector("p"));
      expect(titles.map((title) => title?.textContent)).toEqual(
        ALERT_KINDS.map((kind) => names[kind].text),
      );
      expect(titles.map((title) => title?.querySelector("[lang]")?.getAttribute("lang"))).toEqual(
        ALERT_KINDS.map((kind) => names[kind].lang),
      );
      for (const [index, note] of notes.entries()) {
        expect(note.textContent).toContain(`Text of the ${ALERT_KINDS[index]}, with emphasis.`);
        expect(note.querySelector("em")?.textContent).toBe("emphasis");
        // The icon says nothing the title does not, so a screen reader skips it.
        expect(note.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
        expect(note.querySelector("blockquote")).toBeNull();
      }
    }
  });

  it("read the kind in any case, and keep several paragraphs and a list", async () => {
    const article = await page("> [!warning]\n> First.\n>\n> Second.\n>\n> - an item\n", german);
    const [note, ...more] = getAllByRole(article, "note");
    expect(more).toEqual([]);
    expect([...(note?.querySelectorAll("p") ?? [])].map((p) => p.textContent)).toEqual([
      "Warnung",
      "First.",
      "Second.",
    ]);
    expect(getAllByRole(article, "listitem")).toHaveLength(1);
  });

  it("leave a quote a quote, as GitHub does: a plain one, an unknown kind, words on the kind's line", async () => {
    const article = await page(
      "> A plain quote.\n\n> [!DANGER]\n> Not a kind.\n\n> [!NOTE] Words on its line.\n",
    );
    expect(queryAllByRole(article, "note")).toEqual([]);
    expect(queryAllByRole(article, "blockquote")).toHaveLength(3);
    expect(article.textContent).toContain("[!NOTE] Words on its line.");
  });

  it("are kept by their titles, so a page in another language never shows another's", async () => {
    // The kind written plainly, with escapes and with character references: each is an alert.
    const alerts = ["[!TIP]", "\\[!TIP\\]", "[\\!TIP]", "&#91;!TIP]", "&lbrack;!TIP&rbrack;"].map(
      (kind) => `Text.\n\n  > ${kind}\n  > Try it.\n`,
    );
    for (const alert of alerts) {
      expect(getAllByRole(await page(alert, german), "note"), alert).toHaveLength(1);
      expect(mayHaveAlerts(alert), alert).toBe(true);
      expect(keyOf(alert, { alertNames: german }), alert).not.toBe(
        keyOf(alert, { alertNames: englishAlertNames }),
      );
    }
    // Markdown with no quote at its top is kept by its text alone, and may be rendered ahead.
    const plain = "Text with [!TIP] in it.\n\n- > a quote in a list\n";
    expect(mayHaveAlerts(plain)).toBe(false);
    expect(queryAllByRole(await page(plain), "note")).toEqual([]);
  });
});
