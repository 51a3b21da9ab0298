// The baseline the particle bench compares against: tsParticles 4 (slim) with the settings of
// app/particles/config.ts, as the original product drew its background. Used only by
// `npm run bench`; never part of the site.
import { tsParticles } from "@tsparticles/engine";
import { loadSlim } from "@tsparticles/slim";
import { particleConfig as c } from "../../app/particles/config";
import { STARTED_MARK } from "../../app/particles/started-mark";

/** The product spec's red, as the original product drew it (the dark theme's --color-particle). */
const color = "#ff3b4f";

// A stable init function, loaded once; the canvas is fixed from the start (fullScreen).
await loadSlim(tsParticles);
await tsParticles.load({
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
// The same mark as this site's field, which the bench waits for (it counts frames itself).
performance.mark(STARTED_MARK, { detail: { mode: "tsparticles" } });
