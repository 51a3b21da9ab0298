// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";
import { fireEvent, screen, within } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEXTS_ATTRIBUTE } from "~/ui/page-texts";
import { watchZoom } from "./image-zoom";
import { ZOOM_ATTRIBUTE, ZOOM_READY_ATTRIBUTE } from "./zoom-link";

// A post as the build writes it (markdown.server.ts), in German: the words come from the prose.
const post = (alt: string) => `
  <div class="prose" ${TEXTS_ATTRIBUTE}='{"close":"Schließen","largeImage":"Das Bild, groß"}'>
    <p>Davor.</p>
    <p><a href="/assets/chart-1440.webp" ${ZOOM_ATTRIBUTE}="" aria-label="Bild groß öffnen: ${alt}">
      <picture>
        <source type="image/avif" srcset="/assets/chart-480.avif 480w">
        <img src="/assets/chart-1440.webp" width="1440" height="900" alt="${alt}">
      </picture>
    </a></p>
  </div>`;

const opened = () => document.querySelector("dialog[open]");

beforeAll(() => {
  watchZoom(document);
  expect(document.documentElement).toHaveAttribute(ZOOM_READY_ATTRIBUTE);
});
beforeEach(() => {
  document.body.innerHTML = post("Ein Balkendiagramm");
});

describe("a post's image, opened large", () => {
  const link = () => screen.getByRole("link", { name: "Bild groß öffnen: Ein Balkendiagramm" });

  it("opens on a press of its link, in a modal dialog named as the image, with the large file", async () => {
    await userEvent.click(link());
    const dialog = screen.getByRole("dialog", { name: "Ein Balkendiagramm" });
    expect(dialog).toBe(opened());
    const image = within(dialog).getByRole("img", { name: "Ein Balkendiagramm" });
    expect((image as HTMLImageElement).src).toBe(
      new URL("/assets/chart-1440.webp", location.href).href,
    );
    expect(image).toHaveAttribute("width", "1440");
    expect(image).toHaveAttribute("height", "900");
    // The page stays where it was: the press did not follow the link.
    expect(location.pathname).toBe("/");
    expect(within(dialog).getByRole("button", { name: "Schließen" })).toBeInTheDocument();
  });

  it("closes with its Close button and gives focus back to the link", async () => {
    await userEvent.click(link());
    await userEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(opened()).toBeNull();
    expect(link()).toHaveFocus();
  });

  it("closes on a press of the backdrop, not of the image, and focus goes back", async () => {
    await userEvent.click(link());
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("img"));
    expect(opened()).toBe(dialog);
    // A press on the backdrop reaches the dialog itself.
    fireEvent.click(dialog);
    expect(opened()).toBeNull();
    expect(link()).toHaveFocus();
  });

  it("gives focus back however the browser closed it: Escape, in a browser", async () => {
    await userEvent.click(link());
    // happy-dom has no Escape of its own; a browser cancels the dialog and closes it, as here.
    const dialog = screen.getByRole("dialog");
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    (dialog as HTMLDialogElement).close();
    expect(opened()).toBeNull();
    expect(link()).toHaveFocus();
  });

  it("leaves a press with a modifier key or another button to the browser", () => {
    for (const press of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      const followed = fireEvent.click(link(), press);
      expect(followed, JSON.stringify(press)).toBe(true);
      expect(opened(), JSON.stringify(press)).toBeNull();
    }
  });

  it("names the dialog in the page's words for an image without alt text", async () => {
    document.body.innerHTML = post("");
    await userEvent.click(screen.getByRole("link", { name: "Bild groß öffnen:" }));
    expect(screen.getByRole("dialog", { name: "Das Bild, groß" })).toBe(opened());
  });
});
