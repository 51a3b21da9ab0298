// The one script every built page runs: what the prerendered HTML cannot do by itself. A page
// whose route hydrates (app/site-routes.ts) runs it too, before React comes on intent; the
// components' effects then call the same functions and find them attached (app/ui/attach-once.ts).
import { PARTICLES_ATTRIBUTE, startField } from "~/particles/start-field";
import { GALLERY_ATTRIBUTE, watchGallery } from "~/projects/gallery-watch";
import { showCurrentYear } from "./current-year";
import { linkFontsAfterFirstPaint } from "./font-link";
import { INTERACTIVE_ATTRIBUTE } from "./interactive";
import { linkManifestOnLoad } from "./manifest-link";
import { enhanceMenu } from "./menu";

const header = document.querySelector<HTMLElement>("body > header");
if (header) enhanceMenu(header);
showCurrentYear(document);
linkManifestOnLoad();
linkFontsAfterFirstPaint();
// Before the field: the list holds the first screen, which the field waits for.
const gallery = document.querySelector(`[${GALLERY_ATTRIBUTE}]`);
if (gallery) watchGallery(gallery);
const canvas = document.querySelector<HTMLCanvasElement>(`canvas[${PARTICLES_ATTRIBUTE}]`);
if (canvas) startField(canvas);
document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, "");
void import("./after-interactive");
