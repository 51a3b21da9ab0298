/**
 * The User Timing mark set once the field is first drawn (the canvas shows particles from then
 * on), its detail `{ mode: "worker" | "main" }`: when the decorative field started, beside the
 * page's own timings in a performance trace, and what the tests and the bench wait for
 * (tests/particle-probe.ts). No mark: no field.
 * A module of its own so that the bench's tsParticles baseline can set it too.
 */
export const STARTED_MARK = "particles:started";
