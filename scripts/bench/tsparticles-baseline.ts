// The baseline the particle bench compares against: tsParticles 4 (slim) with the settings of
// app/particles/config.ts, as the original product drew its background. Used only by
// `npm run bench`; never part of the site.
import { tsParticles } from "@tsparticles/engine";
import { loadSlim } from "@tsparticles/slim";
import { particleConfig as c } from "../../app/particles/config";

/** The product spec's red, as the original product drew it (the dark theme's --color-particle). */
const color = "#ff3b4f";

let frames = 0;
const count = () => {
  frames++;
  requestAnimationFrame(count);
};

// A stable init function, loaded once; the canvas is fixed from the start (fullScreen).
await loadSlim(tsParticles);
const container = await tsParticles.load({
  id: "tsparticles-baseline",
  options: {
    fullScreen: { enable: true, zIndex: -1 },
    background: { color: { value: "transparent" } },
    detectRetina: true,
    fpsLimit: 120,
    particles: {
      number: { value: c.count, limit: { mode: "delete", value: c.maxCount } },
      // v4 reads the colour from paint.fill; the v3 `particles.color` is silently ignored.
      paint: { fill: { enable: true, color: { value: color }, opacity: c.opacity } },
      shape: { type: "circle" },
      size: { value: { min: c.radius[0], max: c.radius[1] } },
      move: { enable: true, speed: c.speed / 60, outModes: { default: "out" } },
    },
    interactivity: {
      events: {
        onHover: { enable: true, mode: "repulse" },
        onClick: { enable: true, mode: "push" },
      },
      modes: { repulse: { distance: c.repulseRadius }, push: { quantity: c.perClick } },
    },
  },
});
requestAnimationFrame(count);
window.__particleStats = async () => ({
  frames,
  count: container?.particles.count ?? 0,
  color,
  mode: "tsparticles",
  // Not counted for the baseline: only this site's field is held to never resizing on scroll.
  resizes: 0,
});
