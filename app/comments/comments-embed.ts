import type { CommentsSettings } from "#core/schema.ts";
import { isTheme, SPEC_THEME } from "#core/themes.ts";
import { GISCUS_ORIGIN, GISCUS_SESSION_KEY, giscusUrl } from "./giscus-url";

// A post's comments: giscus's page in a frame, loaded only when the reader asks for it (the
// button) or scrolls to the end of the post, so that a reader who does neither sends nothing to
// giscus.app. Loaded by the page script only on a page with comments (after-interactive.ts).

// The theme script has set it before this module comes; the spec's look if something has not.
const theme = () => {
  const set = document.documentElement.dataset.theme;
  return isTheme(set) ? set : SPEC_THEME;
};
const meta = (selector: string) =>
  document.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? "";

export function watchComments(mount: HTMLElement) {
  const settings = JSON.parse(mount.dataset.comments ?? "{}") as CommentsSettings;
  const address = new URL(location.href);
  // Back from signing in to giscus: keep the session as its client does, out of the address.
  const returned = address.searchParams.get("giscus");
  if (returned) {
    try {
      localStorage.setItem(GISCUS_SESSION_KEY, JSON.stringify(returned));
    } catch {}
    address.searchParams.delete("giscus");
    history.replaceState(history.state, "", address);
  }
  address.hash = "";
  const session = () => {
    try {
      return JSON.parse(localStorage.getItem(GISCUS_SESSION_KEY) ?? '""') as string;
    } catch {
      return "";
    }
  };

  const button = document.createElement("button");
  button.type = "button";
  button.className = "button";
  button.textContent = mount.dataset.showLabel ?? "";
  mount.append(button);

  let frame: HTMLIFrameElement | undefined;
  const show = () => {
    if (frame) return;
    end.disconnect();
    removeEventListener("scroll", watchEnd);
    frame = document.createElement("iframe");
    frame.title = mount.dataset.frameLabel ?? "";
    frame.src = giscusUrl(settings, {
      href: address.href,
      title: document.title,
      ogTitle: meta("property='og:title'"),
      description: meta("property='og:description'") || meta("name='description'"),
      lang: document.documentElement.lang || "en",
      theme: theme(),
      session: session(),
    });
    frame.style.cssText = "width:100%;min-height:150px;border:0;color-scheme:normal";
    button.replaceWith(frame);
    const shown = frame;
    // giscus says how tall its page is; the frame takes that height, with no scrollbar of its own.
    addEventListener("message", ({ origin, data }) => {
      const height = origin === GISCUS_ORIGIN && data?.giscus?.resizeHeight;
      if (typeof height === "number") shown.style.height = `${height}px`;
    });
    // The theme toggle sets <html data-theme> (app/theme/theme-script.ts): giscus follows it.
    new MutationObserver(() =>
      shown.contentWindow?.postMessage(
        { giscus: { setConfig: { theme: theme() } } },
        GISCUS_ORIGIN,
      ),
    ).observe(document.documentElement, { attributeFilter: ["data-theme"] });
  };
  button.addEventListener("click", show);

  // The end of the post counts once the reader scrolls: a short post's comments, in view as it
  // opens, wait for a scroll or a press like a long one's.
  const end = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) show();
  });
  const watchEnd = () => {
    removeEventListener("scroll", watchEnd);
    end.observe(mount);
  };
  // A reader who scrolled before this module came has scrolled: the end counts at once.
  if (scrollY > 0) watchEnd();
  else addEventListener("scroll", watchEnd, { passive: true });
  if (returned) show();
}
