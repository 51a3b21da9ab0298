import { describe, expect, it } from "vitest";
import { particleConfig } from "./config";
import { createEngine, type EngineStart } from "./engine";
import type { FieldState } from "./field-state";

/** A canvas whose context only counts fills, and a scheduler the test runs by hand. */
function setup(start: Partial<EngineStart> = {}) {
  let fills = 0;
  const ctx: Record<string, unknown> = {
    setTransform() {},
    clearRect() {},
    beginPath() {},
    moveTo() {},
    arc() {},
    fill() {
      fills++;
    },
    fillStyle: "",
    globalAlpha: 1,
  };
  const canvas = { width: 0, height: 0, getContext: () => ctx } as unknown as OffscreenCanvas;
  ctx.canvas = canvas;
  const pending = new Map<number, (now: number) => void>();
  let nextId = 1;
  let now = 0;
  let firstDrawn = 0;
  let carried: boolean | undefined;
  const kept: FieldState[] = [];
  const scheduler = {
    firstDrawn(wasCarried: boolean) {
      firstDrawn++;
      carried = wasCarried;
    },
    keep(state: FieldState) {
      kept.push(state);
    },
    request(tick: (now: number) => void) {
      pending.set(nextId, tick);
      return nextId++;
    },
    cancel(id: number) {
      pending.delete(id);
    },
  };
  const engine = createEngine(
    canvas,
    {
      width: 800,
      height: 600,
      pixelRatio: 2,
      hidden: false,
      reducedMotion: false,
      color: "red",
      ...start,
    },
    scheduler,
  );
  const runFrames = (n: number) => {
    for (let i = 0; i < n; i++) {
      const ticks = [...pending.values()];
      pending.clear();
      now += 1000 / 60;
      for (const tick of ticks) tick(now);
    }
  };
  return {
    engine,
    canvas,
    runFrames,
    fills: () => fills,
    fillStyle: () => ctx.fillStyle,
    scheduled: () => pending.size,
    firstDrawn: () => firstDrawn,
    carried: () => carried,
    kept,
  };
}

describe("the engine", () => {
  it("animates while the page is visible, at the device pixel ratio", () => {
    const { engine, canvas, runFrames } = setup();
    expect(canvas.width).toBe(1600);
    runFrames(30);
    expect(engine.stats()).toEqual({ frames: 30, count: particleConfig.count, color: "red" });
  });

  it("stops drawing while the tab is hidden and resumes when it shows", () => {
    const { engine, runFrames, fills, scheduled } = setup();
    runFrames(5);
    engine.handle({ type: "visibility", hidden: true });
    expect(scheduled()).toBe(0);
    const before = fills();
    runFrames(10);
    expect(fills()).toBe(before);
    engine.handle({ type: "visibility", hidden: false });
    runFrames(3);
    expect(engine.stats().frames).toBe(8);
  });

  it("with reduced motion draws one still frame and never schedules another", () => {
    const { engine, runFrames, fills, scheduled } = setup({ reducedMotion: true });
    expect(fills()).toBe(1);
    expect(scheduled()).toBe(0);
    runFrames(10);
    expect(engine.stats().frames).toBe(0);
    engine.handle({ type: "click", at: { x: 10, y: 10 } });
    expect(engine.stats().count).toBe(particleConfig.count + 4);
    expect(fills()).toBe(2);
    expect(scheduled()).toBe(0);
  });

  it("says so once, when the field is first drawn, and not before", () => {
    const moving = setup();
    expect(moving.firstDrawn()).toBe(0);
    moving.runFrames(3);
    expect(moving.firstDrawn()).toBe(1);
    const still = setup({ reducedMotion: true });
    expect(still.firstDrawn()).toBe(1);
    still.engine.handle({ type: "click", at: { x: 10, y: 10 } });
    expect(still.firstDrawn()).toBe(1);
  });

  it("resizes the canvas with the window", () => {
    const { engine, canvas } = setup();
    engine.handle({ type: "resize", width: 360, height: 640, pixelRatio: 2 });
    expect([canvas.width, canvas.height]).toEqual([720, 1280]);
  });

  it("takes the new theme's colour, redrawing a still field at once", () => {
    const { engine, fills, fillStyle } = setup({ reducedMotion: true, color: "crimson" });
    expect(fillStyle()).toBe("crimson");
    engine.handle({ type: "color", color: "salmon" });
    expect(fillStyle()).toBe("salmon");
    expect(fills()).toBe(2);
    expect(engine.stats().color).toBe("salmon");
  });

  it("tells where its particles are, from the start and every few frames while they move", () => {
    const { kept, runFrames } = setup();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.x).toHaveLength(particleConfig.count);
    runFrames(60);
    expect(kept.length).toBeGreaterThan(3);
    // Each is a copy, taken as the particles were then.
    expect(kept.at(-1)?.x).not.toEqual(kept[0]?.x);
  });

  it("goes on from the field it is given, and says so", () => {
    const first = setup({ reducedMotion: true });
    first.engine.handle({ type: "click", at: { x: 10, y: 10 } });
    const left = first.kept.at(-1) as FieldState;
    const next = setup({ reducedMotion: true, carried: left });
    expect(next.carried()).toBe(true);
    expect(next.kept[0]?.x).toEqual(left.x);
    expect(next.engine.stats().count).toBe(particleConfig.count + 4);
    expect(setup({ reducedMotion: true }).carried()).toBe(false);
  });

  it("stops for good", () => {
    const { engine, scheduled } = setup();
    engine.stop();
    expect(scheduled()).toBe(0);
  });
});
