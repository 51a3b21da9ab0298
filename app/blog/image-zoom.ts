// A post's image, opened large in a modal <dialog> over the page. Loaded by the page's script
// only where a post or write-up has an image (after-interactive.ts); without it, each image's
// link (markdown.server.ts) opens the image file itself.
import { textsOf } from "~/ui/page-texts";
import { ZOOM_ATTRIBUTE, ZOOM_READY_ATTRIBUTE } from "./zoom-link";

/** What the dialog says, in the page's language, from the post's prose (prose-texts.ts). */
export type ZoomTexts = { close: string; largeImage: string };
// Only for a prose the site did not render (the words are always on its own).
const english: ZoomTexts = { close: "Close", largeImage: "The image, large" };

type Parts = {
  dialog: HTMLDialogElement;
  image: HTMLImageElement;
  caption: HTMLParagraphElement;
  close: HTMLButtonElement;
};
let parts: Parts | undefined;
let opener: HTMLAnchorElement | undefined;

function build(): Parts {
  const dialog = document.createElement("dialog");
  dialog.className = "image-zoom";
  const close = document.createElement("button");
  close.type = "button";
  close.className = "image-zoom__close";
  const image = document.createElement("img");
  image.decoding = "async";
  const caption = document.createElement("p");
  caption.className = "image-zoom__caption";
  caption.id = "image-zoom-caption";
  dialog.append(close, image, caption);
  document.body.append(dialog);
  close.addEventListener("click", () => dialog.close());
  // A press on the backdrop (the dialog's own box, around the image) closes it too.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  // However it closed (Close, Escape, the backdrop), the reader is back where they were: a link
  // pressed with a pointer has no focus in every browser, so the dialog's own return is not enough.
  dialog.addEventListener("close", () => {
    opener?.focus({ preventScroll: true });
    opener = undefined;
  });
  return { dialog, image, caption, close };
}

/** Opens `link`'s image large: the file it leads to, named as the image is. */
export function openLarge(link: HTMLAnchorElement) {
  // Built once, on the first opening; built anew only if something took it off the page.
  if (!parts?.dialog.isConnected) parts = build();
  const { dialog, image, caption, close } = parts;
  const small = link.querySelector("img");
  const texts = textsOf(link.closest(".prose"), english);
  close.textContent = texts.close;
  image.alt = small?.alt ?? "";
  // The file the link leads to is the picture's own largest, the same shape as the small one:
  // its size, known before it loads, keeps the dialog from jumping as it arrives.
  for (const size of ["width", "height"]) {
    const value = small?.getAttribute(size);
    if (value) image.setAttribute(size, value);
    else image.removeAttribute(size);
  }
  image.src = link.href;
  dialog.setAttribute("aria-label", image.alt.trim() || texts.largeImage);
  // A captioned image keeps its caption when large: under it, and read as the dialog's description.
  const words = link.closest("figure")?.querySelector(":scope > figcaption")?.textContent ?? "";
  caption.textContent = words;
  caption.hidden = !words;
  if (words) dialog.setAttribute("aria-describedby", caption.id);
  else dialog.removeAttribute("aria-describedby");
  opener = link;
  if (!dialog.open) dialog.showModal();
}

/** Opens each marked link's image in the dialog on a plain press; any other press is the browser's. */
export function watchZoom(root: Document) {
  root.addEventListener("click", (event) => {
    // A press with a modifier or another button opens the file in a tab or window, as any link.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      `a[${ZOOM_ATTRIBUTE}]`,
    );
    if (!link) return;
    event.preventDefault();
    openLarge(link);
  });
  root.documentElement.setAttribute(ZOOM_READY_ATTRIBUTE, "");
}
