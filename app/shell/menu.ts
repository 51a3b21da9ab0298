// The menu's behaviour beyond what the platform's popover gives from the first paint (opening,
// closing, Escape, a tap outside, and CSS's scroll lock): the toggle's state and name, the rest
// of the page inert while it is open, focus kept inside and handed back, and closing on a pick.
// Plain DOM, so a page without React runs it as it is, and a page with React runs the same.

import { attachOnce } from "~/ui/attach-once";
import { textsOf } from "~/ui/page-texts";

/** The toggle's names, in the page's language: the header renders it closed, named `open`,
 * and gives it both (app/ui/page-texts.ts). */
export type MenuLabels = { open: string; close: string };

/** Takes over the header's menu; returns the function that lets it go. */
export function enhanceMenu(header: HTMLElement): () => void {
  return attachOnce("menu", header, () => attachMenu(header));
}

function attachMenu(header: HTMLElement): () => void {
  const toggle = header.querySelector<HTMLButtonElement>("button[popovertarget]");
  const menu = toggle && document.getElementById(toggle.getAttribute("popovertarget") ?? "");
  if (!toggle || !menu) return () => {};
  const labels = textsOf<MenuLabels>(toggle, {
    open: toggle.getAttribute("aria-label") ?? "",
    close: toggle.getAttribute("aria-label") ?? "",
  });

  const controller = new AbortController();
  const { signal } = controller;
  let inerted: Element[] = [];

  const close = () => {
    if (menu.matches(":popover-open")) menu.hidePopover();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      close();
      toggle.focus();
      return;
    }
    // Tab from the last item comes back to the first, and Shift+Tab the other way round.
    if (event.key !== "Tab") return;
    const items = [...header.querySelectorAll<HTMLElement>("a[href], button")];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const opened = () => {
    toggle.setAttribute("aria-expanded", "true");
    toggle.setAttribute("aria-label", labels.close);
    // While the overlay covers the page, everything else is inert: out of the tab order and
    // hidden from screen readers. The header (logo, toggles, menu) is all that remains.
    inerted = [...document.body.children].filter(
      (element) =>
        element !== header && !element.contains(header) && !element.hasAttribute("inert"),
    );
    for (const element of inerted) element.setAttribute("inert", "");
    menu.querySelector<HTMLElement>("a[href]")?.focus();
    document.addEventListener("keydown", onKeyDown, { signal });
  };

  const closed = () => {
    toggle.setAttribute("aria-expanded", "false");
    toggle.setAttribute("aria-label", labels.open);
    for (const element of inerted) element.removeAttribute("inert");
    inerted = [];
    document.removeEventListener("keydown", onKeyDown);
  };

  menu.addEventListener(
    "toggle",
    (event) => ((event as ToggleEvent).newState === "open" ? opened() : closed()),
    { signal },
  );
  // A pick closes the menu: a link to this very page would otherwise leave it open, and a page
  // the back button brings back from the cache would come back with it open.
  menu.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element | null)?.closest?.("a[href]")) close();
    },
    { signal },
  );
  header.querySelector(":scope > a[href]")?.addEventListener("click", close, { signal });
  // A menu opened by a tap before this script ran stays open, and is taken over from here.
  if (menu.matches(":popover-open")) opened();

  return () => {
    controller.abort();
    closed();
  };
}
