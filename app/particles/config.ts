/** The particle background's settings: the one place to change its colour, count and feel. */
export const particleConfig = {
  /** Particles at start (the spec's 500). */
  count: 500,
  // The colour is the theme's --color-particle in app/styles/tokens.css (the spec's red in the
  // dark theme), read from the page so it follows the theme.
  /** Below 1 so text drawn over the field stays easy to read. */
  opacity: 0.6,
  /** Clicks add particles; past this many the oldest go, so a click storm cannot slow the page. */
  maxCount: 1000,
  /** Particles added where the visitor clicks. */
  perClick: 4,
  /** Drift speed, in CSS pixels per second. */
  speed: 24,
  /** Particle radius range, in CSS pixels. */
  radius: [1, 2.6] as const,
  /** How near the pointer (CSS px) particles are pushed away, and how hard. */
  repulseRadius: 110,
  repulseStrength: 900,
  /** The canvas never draws at more than this device pixel ratio: sharp enough, half the cost of 3×. */
  maxPixelRatio: 2,
};

export type ParticleConfig = typeof particleConfig;
