/**
 * The inline script that starts the page script (app/shell/page-script.ts) once the page has
 * first painted and is parsed, rather than a module tag that runs it as soon as the page is
 * parsed. On a slow phone the first paint then waits for none of its files: in Lighthouse's
 * simulation every script that ran before the observed paint, and the files it imported, held
 * it (docs/performance.md, "First paint at the floor"). The menu, the theme toggle and the
 * links work without it; it enhances them. A page never painted (a tab opened in the
 * background) starts it after two seconds. Fixed at build time, so the Content-Security-Policy
 * allows it by its hash (build-time/security-headers.ts).
 */
export function pageScriptLoader(src: string): string {
  const load = `import(${JSON.stringify(src)})`;
  return `{let started=false;const start=()=>{if(started)return;started=true;if(document.readyState==="loading")addEventListener("DOMContentLoaded",()=>${load},{once:true});else ${load}};setTimeout(start,2000);if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});else start()}`;
}
