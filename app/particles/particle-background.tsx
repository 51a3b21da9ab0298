import { useEffect, useRef } from "react";
import { PARTICLES_ATTRIBUTE, startField } from "./start-field";

/**
 * The full-screen particle field behind every page: decorative, never in the way. Every built
 * page starts it from its script; the effect below does under `npm run dev` (and finds it
 * started where React comes to a built page).
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => (canvasRef.current ? startField(canvasRef.current) : undefined), []);
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex is not focusable
    <canvas
      ref={canvasRef}
      className="particles"
      aria-hidden="true"
      {...{ [PARTICLES_ATTRIBUTE]: "" }}
    />
  );
}
