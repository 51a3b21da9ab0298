import { SEARCH_HELD_ATTRIBUTE, SEARCH_READY_ATTRIBUTE } from "./search-link";

/**
 * The inline script in the <head> of a page with search: it holds a `/` pressed before search's
 * opener has come (search-opener.ts loads after the page is interactive), and what the reader
 * types after it, until the opener opens search with those words. It runs before the body is
 * parsed, so no press from the first paint on is lost. The press is held on <html>, where the
 * opener finds it: SEARCH_HELD_ATTRIBUTE, its value the letters typed since. Escape, a pointer
 * pressed anywhere, or focus moving into a field lets it go, as the reader has turned to
 * something else. The opener holds what is typed the same way while search's own code loads.
 * A key in a field, with a modifier or held down is never taken. Fixed at build time, so the
 * Content-Security-Policy allows it by its hash (build-time/security-headers.ts).
 */
export function searchKeyScript(): string {
  const held = JSON.stringify(SEARCH_HELD_ATTRIBUTE);
  const ready = JSON.stringify(SEARCH_READY_ATTRIBUTE);
  return `{const d=document.documentElement,field=t=>t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName),drop=()=>d.removeAttribute(${held});addEventListener("keydown",e=>{const k=e.key,typed=d.getAttribute(${held});if(e.repeat||e.metaKey||e.ctrlKey||e.altKey||field(e.target))return;if(typed===null){if(k==="/"&&!d.hasAttribute(${ready})){e.preventDefault();d.setAttribute(${held},"")}}else if(k==="Escape")drop();else if(k==="Backspace")d.setAttribute(${held},typed.slice(0,-1));else if([...k].length===1)d.setAttribute(${held},typed+k)},true);addEventListener("pointerdown",drop,true);addEventListener("focusin",e=>{if(field(e.target))drop()},true)}`;
}
