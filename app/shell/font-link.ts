import fontsCss from "~/styles/fonts.css?url";
import { attachOnce } from "~/ui/attach-once";

/** Inter's faces (app/styles/fonts.css), a stylesheet of their own. */
export const fontsHref = fontsCss;

/**
 * Links Inter's faces once the page has first painted, rather than in the page as sent. Until
 * then the text is set in the fallback faces drawn to Inter's metrics (app/styles/font-fallbacks.css),
 * so Inter's arrival moves nothing. A font the page asks for before its first paint shares a
 * slow phone's first round trips with the page itself, and the paint waits on it (see
 * "First paint at the floor" in docs/performance.md). A browser without paint timing links
 * them once the page has loaded. Returns the clean-up.
 */
export function linkFontsAfterFirstPaint(href = fontsHref): () => void {
  return attachOnce("fonts", document, () => linkFonts(href));
}

function linkFonts(href: string): () => void {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  let observer: PerformanceObserver | undefined;
  const add = () => {
    observer?.disconnect();
    window.removeEventListener("load", add);
    if (!link.isConnected) document.head.append(link);
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
    link.remove();
  };
}
