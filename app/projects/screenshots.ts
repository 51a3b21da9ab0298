import type { Device } from "#core/devices.ts";
import type { Project } from "#core/schema.ts";
import { filesIn } from "~/ui/content-files";

/** What vite-imagetools makes of one source with `as=picture`: srcsets per format, a fallback. */
export type Picture = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

// Each device class gets widths that fit how large it is drawn (see the showcase CSS): the
// phone shot is never wider than about 90 CSS px, so it needs no 1440-px variant; the desktop
// shot on a phone is about 300 CSS px, 520 device px, hence 560. Quality and
// effort are tuned so every screenshot stays small and a clean build stays fast.
const pc = import.meta.glob<Picture>("@content/images/projects/pc/*.{png,jpg,jpeg}", {
  eager: true,
  import: "default",
  query: {
    w: "480;560;800;1120;1440",
    format: "avif;webp",
    quality: "55",
    effort: "2",
    as: "picture",
  },
});
const tablet = import.meta.glob<Picture>("@content/images/projects/tablet/*.{png,jpg,jpeg}", {
  eager: true,
  import: "default",
  query: { w: "200;320;480", format: "avif;webp", quality: "55", effort: "2", as: "picture" },
});
const mobile = import.meta.glob<Picture>("@content/images/projects/mobile/*.{png,jpg,jpeg}", {
  eager: true,
  import: "default",
  query: { w: "100;160;240", format: "avif;webp", quality: "55", effort: "2", as: "picture" },
});

const byDevice = {
  pc: filesIn(pc, "images/projects/pc"),
  tablet: filesIn(tablet, "images/projects/tablet"),
  mobile: filesIn(mobile, "images/projects/mobile"),
};

export function screenshot(project: Project, device: Device): Picture {
  const picture = byDevice[device][project[device]];
  // The content check stops the build first; this guards against a stale dev server.
  if (!picture) throw new Error(`Missing ${device} screenshot for "${project.title}"`);
  return picture;
}
