import { type OwnerTheme, type Theme, themes } from "#core/themes.ts";

/** Where the visitor's choice is kept, and the attribute on <html> that tokens.css reads. */
export const THEME_STORAGE_KEY = "theme";
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/**
 * The inline script at the top of every page (root.tsx), before anything paints: it sets the
 * theme on <html> from the visitor's stored choice, else the owner's (content/site.ts), which
 * for "system" is the visitor's system setting, followed as it changes. It makes the header's
 * toggle work from the first paint on, long before React is there. The theme-color follows in a
 * <meta> of the script's own, first in <head> so it wins over the page's (which are there for a
 * visit without scripts). React renders none of this, so hydration undoes nothing.
 * It is small and fixed at build time, so the Content-Security-Policy allows it by its hash
 * (build-time/security-headers.ts). `themeColor` is each theme's page colour.
 */
export function themeScript(themeColor: Record<Theme, string>, owner: OwnerTheme): string {
  // The theme names are core/themes.ts's: light first, and the toggle goes to the other one.
  const [light, dark] = themes.map((theme) => JSON.stringify(theme));
  return `(()=>{const d=document.documentElement,n=${JSON.stringify(themes)},c=${JSON.stringify(themeColor)},o=${JSON.stringify(owner)},k=${JSON.stringify(THEME_STORAGE_KEY)},m=matchMedia("(prefers-color-scheme: dark)");const saved=()=>{try{const t=localStorage.getItem(k);return n.includes(t)?t:null}catch{return null}};const opening=()=>n.includes(o)?o:m.matches?${dark}:${light};const meta=document.createElement("meta");meta.name="theme-color";document.head.prepend(meta);const apply=t=>{d.dataset.theme=t;meta.content=c[t]};apply(saved()||opening());m.addEventListener("change",()=>{if(!saved())apply(opening())});document.addEventListener("click",e=>{if(!e.target.closest?.("[${THEME_TOGGLE_ATTRIBUTE}]"))return;const t=d.dataset.theme===${dark}?${light}:${dark};try{localStorage.setItem(k,t)}catch{}apply(t)})})()`;
}
