// Changes made to the prerendered HTML after the build (react-router.config.ts applies them).

import {
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
 */
export function deferHydration(html: string): string {
  const script = html.match(MODULE_SCRIPT);
  if (!script) throw new Error("deferHydration: no module bootstrap script found");
  const code = script[1] ?? "";

  const imports = [...code.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url }));
  if (imports.length === 0 || !/import\("[^"]+"\);\s*$/.test(code)) {
    throw new Error("deferHydration: React Router's bootstrap script changed shape");
  }
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
  // reach for it, or for a visitor already there. Meanwhile it marks each field left, enables
  // Send and holds a submit (on window, so that once React has the form, whose own handler
  // prevents the page's reload, it lets the submit be). One with something stored to bring
  // back, and a page without the mark, start after the first paint.
  const attribute = JSON.stringify(`[${HYDRATE_ON_INTENT_ATTRIBUTE}]`);
  const trigger = `const zone=document.querySelector(${attribute});if(!zone)afterPaint();else{for(const type of ${JSON.stringify(INTENT_EVENTS)})zone.addEventListener(type,start,{once:true,passive:true});zone.addEventListener("focusout",(event)=>event.target.setAttribute?.(${JSON.stringify(LEFT_BEFORE_HYDRATION_ATTRIBUTE)},""));for(const send of zone.querySelectorAll("[type=submit][disabled]"))send.disabled=false;addEventListener("submit",(event)=>{if(event.defaultPrevented||!zone.contains(event.target))return;event.preventDefault();zone.setAttribute(${JSON.stringify(SUBMIT_PENDING_ATTRIBUTE)},"");start()});let stored=false;try{stored=Boolean(sessionStorage.getItem(zone.getAttribute(${JSON.stringify(HYDRATE_ON_INTENT_ATTRIBUTE)})||""))}catch{}if(stored)afterPaint();else if(zone.contains(document.activeElement))start()}`;
  const deferred = `<script type="module">{let started=false;const boot=${boot};const start=()=>{if(started)return;started=true;setTimeout(boot)};${afterPaint}${trigger}}</script>`;

  return html.replace(MODULE_PRELOAD, "").replace(script[0], deferred);
}
