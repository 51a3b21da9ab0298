import { createEngine, type Engine, type EngineMessage, type EngineStart } from "./engine";
import type { FieldState } from "./field-state";

// Runs the whole field off the main thread: the page only forwards input.

/** What the page tells the worker. */
export type WorkerMessage =
  | ({ type: "init"; canvas: OffscreenCanvas } & EngineStart)
  | EngineMessage;

/**
 * What the worker tells the page: the field is on the canvas (the started mark waits for it), and
 * where its particles are, which the page keeps for the next one.
 */
export type WorkerReply =
  | { type: "drawn"; carried: boolean }
  | { type: "state"; state: FieldState };

type WorkerScope = {
  postMessage: (message: WorkerReply, transfer?: Transferable[]) => void;
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
  requestAnimationFrame?: (tick: (now: number) => void) => number;
  cancelAnimationFrame?: (id: number) => void;
};

const scope = self as unknown as WorkerScope;

// Workers without requestAnimationFrame fall back to a 60 Hz timer.
const scheduler = scope.requestAnimationFrame
  ? {
      request: (tick: (now: number) => void) => scope.requestAnimationFrame?.(tick) ?? 0,
      cancel: (id: number) => scope.cancelAnimationFrame?.(id),
    }
  : {
      request: (tick: (now: number) => void) =>
        setTimeout(() => tick(performance.now()), 1000 / 60) as unknown as number,
      cancel: (id: number) => clearTimeout(id),
    };

let engine: Engine | undefined;

scope.onmessage = ({ data }) => {
  if (data.type === "init") {
    engine = createEngine(data.canvas, data, {
      ...scheduler,
      firstDrawn: (carried) => scope.postMessage({ type: "drawn", carried }),
      keep: (state) =>
        scope.postMessage({ type: "state", state }, [
          state.x.buffer,
          state.y.buffer,
          state.vx.buffer,
          state.vy.buffer,
          state.r.buffer,
        ]),
    });
  } else {
    engine?.handle(data);
  }
};
