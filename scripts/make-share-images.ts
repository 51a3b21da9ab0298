// Renders the share card (1200×630, shown when a link to the site is shared) and the app icons
// from the owner's content, in headless Chromium. Run it again after changing your name,
// initials, position or technologies:  npm run share-images
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { profile } from "../app/content/profile.ts";
import { site } from "../app/content/site.ts";
import { particleConfig } from "../app/particles/config.ts";
import { chromiumArgs } from "../playwright.config.ts";
import { escapeHtml, seededRandom } from "./lib/render-helpers.ts";

const out = "public";
const accent = particleConfig.color;
const font = pathToFileURL(
  createRequire(import.meta.url).resolve(
    "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  ),
).href;

/** Red dots scattered like the site's particle field, the same every run. */
function dots(width: number, height: number, n: number) {
  const random = seededRandom(7);
  return Array.from({ length: n }, () => {
    const r = 1 + random() * 2.4;
    return `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}"/>`;
  }).join("");
}

const base = `@font-face { font-family: Inter; src: url("${font}") format("woff2"); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; } body { font-family: Inter, sans-serif; background: #0a0a0f; color: #ececf1; }`;

const card = `<!doctype html><html><head><meta charset="utf-8"><style>${base}
.card { position: relative; width: 1200px; height: 630px; overflow: hidden; padding: 72px 80px; display: flex; flex-direction: column; justify-content: center; gap: 18px; }
svg { position: absolute; inset: 0; fill: ${accent}; opacity: .55; }
.glow { position: absolute; inset: -40%; background: radial-gradient(circle at 75% 35%, ${accent}33, transparent 45%); }
.mono { position: relative; width: 88px; height: 88px; border: 4px solid ${accent}; border-radius: 20px; display: grid; place-items: center; color: ${accent}; font-weight: 800; font-size: 36px; letter-spacing: .04em; background: #0a0a0f; }
h1 { position: relative; font-size: 96px; line-height: 1; letter-spacing: -0.035em; color: ${accent}; font-weight: 800; margin-top: 24px; }
.role { position: relative; font-size: 44px; font-weight: 600; }
.chips { position: relative; display: flex; gap: 12px; flex-wrap: wrap; margin-top: 14px; }
.chip { padding: 8px 18px; border-radius: 999px; border: 1px solid #ffffff24; background: #1b1b26; font-size: 24px; }
.url { position: absolute; right: 80px; bottom: 56px; font-size: 24px; color: #a6a6b8; }
</style></head><body><div class="card"><div class="glow"></div>
<svg viewBox="0 0 1200 630">${dots(1200, 630, 260)}</svg>
<div class="mono">${escapeHtml(profile.initials)}</div>
<h1>${escapeHtml(profile.name)}</h1><p class="role">${escapeHtml(profile.position)}</p>
<div class="chips">${profile.technologies.map((t) => `<span class="chip">${escapeHtml(t)}</span>`).join("")}</div>
<p class="url">${escapeHtml(new URL(site.url).host)}</p></div></body></html>`;

/** The monogram, inset so that a maskable crop (a circle of 80%) keeps all of it. */
const icon = (size: number) => `<!doctype html><html><head><meta charset="utf-8"><style>${base}
body { width: ${size}px; height: ${size}px; display: grid; place-items: center; }
.mono { width: 62%; height: 62%; border: ${Math.max(2, size * 0.035)}px solid ${accent}; border-radius: 22%; display: grid; place-items: center; color: ${accent}; font-weight: 800; font-size: ${size * 0.24}px; letter-spacing: .03em; }
</style></head><body><div class="mono">${escapeHtml(profile.initials)}</div></body></html>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${escapeHtml(profile.initials)}</title><rect width="64" height="64" rx="14" fill="#0a0a0f"/><rect x="4" y="4" width="56" height="56" rx="11" fill="none" stroke="${accent}" stroke-width="4"/><text x="32" y="42" font-family="Inter, Arial, Helvetica, sans-serif" font-size="26" font-weight="800" text-anchor="middle" fill="${accent}">${escapeHtml(profile.initials)}</text></svg>
`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs,
});
try {
  const shots: Array<[file: string, html: string, size: { width: number; height: number }]> = [
    ["share-image.png", card, { width: 1200, height: 630 }],
    ["icon-512.png", icon(512), { width: 512, height: 512 }],
    ["icon-192.png", icon(192), { width: 192, height: 192 }],
    ["apple-touch-icon.png", icon(180), { width: 180, height: 180 }],
    ["favicon-32.png", icon(32), { width: 32, height: 32 }],
  ];
  for (const [file, html, viewport] of shots) {
    const page = await browser.newPage({ viewport });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(out, file) });
    await page.close();
    console.log(`${join(out, file)} (${viewport.width}×${viewport.height})`);
  }
  writeFileSync(join(out, "favicon.svg"), favicon);
} finally {
  await browser.close();
}
