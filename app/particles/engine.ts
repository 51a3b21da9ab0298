import { type ParticleConfig, particleConfig } from "./config";
import { drawField } from "./draw";
import { type FieldState, restore, snapshot } from "./field-state";
import { type Bounds, createField, type Point, populate, rescale, spawn, step } from "./simulation";

/** What the page tells the engine, the same whether the engine lives in a worker or not. */
export type EngineMessage =
  | { type: "resize"; width: number; height: number; pixelRatio: number }
  | { type: "pointer"; at: Point | null }
  | { type: "click"; at: Point }
  | { type: "visibility"; hidden: boolean }
  | { type: "motion"; reduced: boolean }
  /** The theme changed: the particles take its colour (--color-particle in tokens.css). */
  | { type: "color"; color: string };

export type EngineStart = {
  width: number;
  height: number;
  pixelRatio: number;
  hidden: boolean;
  reducedMotion: boolean;
  /** A CSS colour, as the page computed --color-particle for the theme in use. */
  color: string;
  /** The field the previous page left (field-state.ts); without one the particles scatter anew. */
  carried?: FieldState | null;
};

/** While the field moves, how often (in frames) it tells its host where the particles are. */
const KEEP_EVERY = 12;

type Canvas = HTMLCanvasElement | OffscreenCanvas;
/** What the engine needs from where it runs: animation frames, and word of its first drawing. */
type Host = {
  request: (tick: (now: number) => void) => number;
  cancel: (id: number) => void;
  /** Called once, when the field is first drawn: from then on the canvas shows particles.
   * `carried`: it went on from the previous page's field rather than scattering anew. */
  firstDrawn?: (carried: boolean) => void;
  /** Where the particles are now, for the next page: after a change, and every few frames. */
  keep?: (state: FieldState) => void;
};

/**
 * Owns the field and the drawing loop. It animates only while the page is visible and motion
 * is welcome; with reduced motion it draws one still frame (and redraws on a click or resize).
 */
export function createEngine(
  canvas: Canvas,
  start: EngineStart,
  host: Host,
  config: ParticleConfig = particleConfig,
) {
  const ctx = canvas.getContext("2d") as
    | CanvasRenderingContext2D
    | OffscreenCanvasRenderingContext2D
    | null;
  const field = createField(config.maxCount);
  let bounds: Bounds = { width: start.width, height: start.height };
  let pixelRatio = start.pixelRatio;
  let hidden = start.hidden;
  let reduced = start.reducedMotion;
  let color = start.color;
  let pointer: Point | null = null;
  let frameId: number | null = null;
  let last = 0;
  let frames = 0;
  let drawn = false;

  const draw = () => {
    if (!ctx) return;
    drawField(ctx, field, { color, opacity: config.opacity }, pixelRatio);
    if (drawn) return;
    drawn = true;
    host.firstDrawn?.(carried);
  };

  const keep = () => host.keep?.(snapshot(field, bounds));

  const size = () => {
    canvas.width = Math.max(1, Math.round(bounds.width * pixelRatio));
    canvas.height = Math.max(1, Math.round(bounds.height * pixelRatio));
  };

  const tick = (now: number) => {
    // A long pause (a background tab, a slow device) must not fling particles across the screen.
    const dt = last ? Math.min((now - last) / 1000, 1 / 20) : 1 / 60;
    last = now;
    step(field, dt, bounds, pointer, config);
    draw();
    frames++;
    if (frames % KEEP_EVERY === 0) keep();
    frameId = host.request(tick);
  };

  const update = () => {
    const animate = !hidden && !reduced;
    if (animate && frameId === null) {
      last = 0;
      frameId = host.request(tick);
    } else if (!animate && frameId !== null) {
      host.cancel(frameId);
      frameId = null;
    }
    if (!animate && !hidden) draw();
  };

  size();
  const carried = start.carried ? restore(field, start.carried, bounds) : false;
  if (!carried) populate(field, config.count, bounds, config);
  keep();
  update();

  return {
    handle(message: EngineMessage) {
      switch (message.type) {
        case "resize": {
          const next = { width: message.width, height: message.height };
          rescale(field, bounds, next);
          bounds = next;
          pixelRatio = message.pixelRatio;
          size();
          draw();
          keep();
          break;
        }
        case "pointer":
          pointer = message.at;
          break;
        case "click":
          spawn(field, message.at, config.perClick, config);
          if (frameId === null) draw();
          keep();
          break;
        case "visibility":
          hidden = message.hidden;
          update();
          break;
        case "motion":
          reduced = message.reduced;
          update();
          break;
        case "color":
          color = message.color;
          if (frameId === null && !hidden) draw();
          break;
      }
    },
    /** What the field shows; the colour is the one it draws in now. */
    stats: () => ({ frames, count: field.count, color }),
    stop() {
      if (frameId !== null) host.cancel(frameId);
      frameId = null;
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;
