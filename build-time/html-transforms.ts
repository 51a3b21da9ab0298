// Changes made to the prerendered HTML after the build (react-router.config.ts applies them).

import {
  BUSY_LABEL_ATTRIBUTE,
  HYDRATE_ON_INTENT_ATTRIBUTE,
  LEFT_BEFORE_HYDRATION_ATTRIBUTE,
  SUBMIT_PENDING_ATTRIBUTE,
} from "../app/shell/interactive.ts";

/** What says a visitor is about to use the part of the page that hydrating is for. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "input"];

// The inline bootstrap, not the page script's own tag (which has a src).
const MODULE_SCRIPT = /<script type="module"(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/;
// React Router's preloads; the page script's own are marked and stay (app/root.tsx).
const MODULE_PRELOAD =
  /<link rel="modulepreload"[^>]*?href="([^"]+)"(?![^>]*data-page-script)[^>]*?\/?>/g;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?"([^"]+)";\s*$/gm;

/** Whether the page hydrates: React Router's bootstrap is in it (root.tsx leaves it out elsewhere). */
export const hydrates = (html: string) => html.includes("window.__reactRouterRouteModules");

/**
 * Starts React after the first contentful paint instead of before it, or, on a page that marks
 * what it hydrates for, when a visitor reaches for that part.
 *
 * The prerendered page is complete as HTML and CSS; its scripts only make it interactive.
 * React Router's bootstrap imports every route module (and preloads every chunk) up front,
 * so on a slow phone the first paint waits on script it does not need. Here the
 * same imports run after the first paint, with the same module preloads added at that moment
 * so the chunks still download in parallel. Throws if the bootstrap no longer has the shape
 * this expects, so a React Router upgrade cannot silently ship a page that never hydrates.
 *
 * The bootstrap is a classic script at the end of <head>, not a module at the end of <body>: a
 * module runs only once the page's own module script has downloaded and run, and until then a
 * press of Send or Enter in a field had nothing to hold it (decision 0014). Here it listens on
 * the document before the body is parsed, and starts React once the page is parsed.
 */
export function deferHydration(html: string): string {
  const script = html.match(MODULE_SCRIPT);
  if (!script) throw new Error("deferHydration: no module bootstrap script found");
  const code = script[1] ?? "";

  const imports = [...code.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url }));
  if (imports.length === 0 || !/import\("[^"]+"\);\s*$/.test(code)) {
    throw new Error("deferHydration: React Router's bootstrap script changed shape");
  }
  if (!html.includes("</head>")) throw new Error("deferHydration: the page has no </head>");
  const rest = code.replace(STATIC_IMPORT, "").trim();
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href as string);

  const names = imports.map(({ name }, i) => name ?? `_${i}`).join(",");
  const loads = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(",");
  const entry = rest.match(/import\("([^"]+)"\);\s*$/)?.[1];
  const routeModules = imports.map(({ url }) => url);
  const shared = preloads.filter((href) => href !== entry && !routeModules.includes(href));
  // On a slow phone each piece of start-up is a task of its own, so none holds the main thread
  // long enough to delay a tap: the preloads are requested a few at a time, and every shared
  // chunk is evaluated on its own before the route modules and, last, the entry that hydrates.
  const pause = `const pause=()=>globalThis.scheduler?.yield?scheduler.yield():new Promise(r=>setTimeout(r));`;
  const preload = `for(const [i,href] of ${JSON.stringify(preloads)}.entries()){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);if(i%4===3)await pause()}`;
  const evaluate = `for(const href of ${JSON.stringify(shared)}){await import(href);await pause()}`;
  const boot = `async()=>{${pause}${preload}${evaluate}const [${names}]=await Promise.all([${loads}]);await pause();${rest}}`;
  const afterPaint = `const afterPaint=()=>{setTimeout(start,2000);try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}catch{start()}};`;
  // A page that marks what hydrating is for (app/shell/interactive.ts) waits for a visitor to
  // reach for it, or for a visitor already there. From before its first paint it marks each
  // field left, enables Send as soon as it is parsed, and holds a submit: the form shows it is
  // waiting, and React sends it once it has the form. The submit is held on window, so that
  // once React has the form, whose own handler prevents the page's reload, it is let be. One
  // with something stored to bring back, and a page without the mark, start after the first
  // paint. React starts once the page is parsed: its bootstrap data is at the end of <body>,
  // and the page's own module script, which runs before, has attached the menu and the rest.
  const attribute = JSON.stringify(`[${HYDRATE_ON_INTENT_ATTRIBUTE}]`);
  const sendSelector = JSON.stringify(`${`[${HYDRATE_ON_INTENT_ATTRIBUTE}]`} [type=submit]`);
  const inZone = `const inZone=(node)=>node?.closest?.(${attribute});`;
  const enable = `const enable=()=>{let found=false;for(const send of document.querySelectorAll(${sendSelector})){found=true;send.disabled=false}return found};const parsing=new MutationObserver(()=>{if(enable())parsing.disconnect()});parsing.observe(document.documentElement,{childList:true,subtree:true});`;
  const intent = `const intent=(event)=>{if(!inZone(event.target))return;for(const type of ${JSON.stringify(INTENT_EVENTS)})removeEventListener(type,intent,true);start()};for(const type of ${JSON.stringify(INTENT_EVENTS)})addEventListener(type,intent,{capture:true,passive:true});`;
  const left = `addEventListener("focusout",(event)=>{if(inZone(event.target))event.target.setAttribute(${JSON.stringify(LEFT_BEFORE_HYDRATION_ATTRIBUTE)},"")},true);`;
  const hold = `addEventListener("submit",(event)=>{const zone=inZone(event.target);if(event.defaultPrevented||!zone)return;event.preventDefault();zone.setAttribute(${JSON.stringify(SUBMIT_PENDING_ATTRIBUTE)},"");for(const send of zone.querySelectorAll("[type=submit]")){send.setAttribute("aria-busy","true");send.setAttribute("aria-disabled","true");for(const label of send.querySelectorAll(":scope>span"))label.hidden=!label.hasAttribute(${JSON.stringify(BUSY_LABEL_ATTRIBUTE)})}start()});`;
  const parsed = `const parsed=()=>{ready=true;parsing.disconnect();enable();const zone=document.querySelector(${attribute});if(!zone||wanted)return zone?start():afterPaint();let stored=false;try{stored=Boolean(sessionStorage.getItem(zone.getAttribute(${JSON.stringify(HYDRATE_ON_INTENT_ATTRIBUTE)})||""))}catch{}if(stored)afterPaint();else if(zone.contains(document.activeElement))start()};if(document.readyState==="loading")addEventListener("DOMContentLoaded",parsed,{once:true});else parsed();`;
  const bootstrap = `<script>{let ready=false,wanted=false,started=false;const boot=${boot};const start=()=>{wanted=true;if(!ready||started)return;started=true;setTimeout(boot)};${afterPaint}${inZone}${enable}${intent}${left}${hold}${parsed}}</script>`;

  // React renders the bootstrap's tag where it was and would not hydrate a page without it: it
  // stays, empty.
  const emptied = `${script[0].match(/^<script[^>]*>/)?.[0]}</script>`;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(script[0], emptied)
    .replace("</head>", `${bootstrap}</head>`);
}

// React's stylesheet resource as it prerenders it (app/root.tsx marks it with `precedence`).
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-precedence="[^"]*"\/>/g;

/**
 * Puts the text of each stylesheet the page links into the page itself, in the <style> its link
 * was. A linked stylesheet holds the first paint for a request of its own, a round trip or more
 * on a slow phone; the site's whole stylesheet is a few KB compressed and fits beside the HTML
 * in the first round trips. `read` gives a stylesheet's text by its URL as the page names it.
 * Throws on a text that could end the <style> element early.
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(STYLESHEET, (_link, href: string) => {
    const css = read(href);
    if (/<\/style/i.test(css)) throw new Error(`inlineStylesheets: ${href} holds "</style"`);
    return `<style>${css}</style>`;
  });
}
