import interBasic from "~/styles/fonts/inter-basic.woff2?url";
import fontsCss from "~/styles/fonts.css?url";
import { attachOnce } from "~/ui/attach-once";

/** Inter's faces (app/styles/fonts.css), a stylesheet of their own. */
export const fontsHref = fontsCss;

/** The face of that stylesheet that nearly every page sets its text in: the basic subset. */
export const firstFontHref = interBasic;

/**
 * Links Inter's faces once the page has first painted, rather than in the page as sent. Until
 * then the text is set in the fallback faces drawn to Inter's metrics (app/styles/font-fallbacks.css),
 * so Inter's arrival moves nothing. A font the page asks for before its first paint shares a
 * slow phone's first round trips with the page itself, and the paint waits on it (see
 * "First paint at the floor" in docs/performance.md). A browser without paint timing links
 * them once the page has loaded.
 *
 * The stylesheet and its basic face's file are fetched first, and the stylesheet linked only once
 * both are in: the page then lays its text out again once, in Inter. Linked at once, it lays it out twice, when the
 * stylesheet comes (a face is named that is not yet loaded) and when the file does, each a long
 * task on a post or /projects on a slow phone (docs/performance.md, "Blocking time after the
 * first paint"). Returns the clean-up.
 */
export function linkFontsAfterFirstPaint(href = fontsHref, fontHref = firstFontHref): () => void {
  return attachOnce("fonts", document, () => linkFonts(href, fontHref));
}

function linkFonts(href: string, fontHref: string): () => void {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  const preload = (as: "style" | "font", url: string) => {
    const hint = document.createElement("link");
    hint.rel = "preload";
    hint.as = as;
    hint.href = url;
    // As the stylesheet's @font-face asks for its file (CORS, anonymous): one request, not two.
    if (as === "font") hint.crossOrigin = "anonymous";
    return hint;
  };
  const hints = [preload("style", href), preload("font", fontHref)];
  let waiting = hints.length;
  const style = () => {
    if (!link.isConnected) document.head.append(link);
  };
  const settled = () => {
    if (--waiting === 0) style();
  };
  for (const hint of hints) {
    hint.addEventListener("load", settled, { once: true });
    // A file that never comes holds nothing back: the stylesheet's own request tries again.
    hint.addEventListener("error", settled, { once: true });
  }
  let observer: PerformanceObserver | undefined;
  const add = () => {
    observer?.disconnect();
    window.removeEventListener("load", add);
    if (link.isConnected || hints.some((hint) => hint.isConnected)) return;
    if (link.relList.supports?.("preload")) document.head.append(...hints);
    else style();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) add();
    });
    observer.observe({ type: "paint", buffered: true });
  } else if (document.readyState === "complete") add();
  else window.addEventListener("load", add, { once: true });
  return () => {
    observer?.disconnect();
    window.removeEventListener("load", add);
    for (const hint of hints) hint.remove();
    link.remove();
  };
}
