import { describe, expect, it } from "vitest";
import { particleConfig } from "./config";
import { createField, populate, rescale, spawn, step } from "./simulation";

const bounds = { width: 800, height: 600 };

/** A repeatable random source, so every run tests the same field. */
function seeded(seed = 42) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function makeField(count: number = particleConfig.count) {
  const field = createField(particleConfig.maxCount);
  populate(field, count, bounds, particleConfig, seeded());
  return field;
}

/** Reads a typed-array slot; a missing one is NaN, which fails any comparison. */
const at = (values: ArrayLike<number>, i: number) => values[i] ?? Number.NaN;

const positions = (field: ReturnType<typeof makeField>) =>
  Array.from({ length: field.count }, (_, i) => ({ x: field.x[i] ?? NaN, y: field.y[i] ?? NaN }));

describe("the particle field", () => {
  it("starts with the spec's 500 particles spread over the whole area", () => {
    const field = makeField();
    expect(field.count).toBe(500);
    const points = positions(field);
    expect(points.filter((p) => p.x < 400).length).toBeGreaterThan(200);
    expect(points.filter((p) => p.y > 300).length).toBeGreaterThan(200);
  });

  it("adds 4 particles at a click", () => {
    const field = makeField();
    spawn(field, { x: 123, y: 456 }, particleConfig.perClick, particleConfig, seeded());
    expect(field.count).toBe(504);
    for (let i = 500; i < 504; i++) {
      expect(field.x[i]).toBeCloseTo(123);
      expect(field.y[i]).toBeCloseTo(456);
    }
  });

  it("never grows past the cap, dropping the oldest", () => {
    const field = makeField();
    const oldestAfterDrop = { x: field.x[4], y: field.y[4] };
    for (let click = 0; click < 126; click++) {
      spawn(field, { x: 10, y: 20 }, 4, particleConfig, seeded(click));
    }
    expect(field.count).toBe(1000);
    // 504 added, 4 over the cap: the first four are gone and the fifth is now first.
    expect({ x: field.x[0], y: field.y[0] }).toEqual(oldestAfterDrop);
    spawn(field, { x: 700, y: 500 }, 4, particleConfig, seeded());
    expect(field.count).toBe(1000);
    expect(field.x[999]).toBeCloseTo(700);
  });

  it("drifts slowly", () => {
    const field = makeField();
    const before = positions(field);
    step(field, 1 / 60, bounds, null, particleConfig);
    const after = positions(field);
    const moved = after.map((p, i) =>
      Math.hypot(p.x - (before[i]?.x ?? Number.NaN), p.y - (before[i]?.y ?? Number.NaN)),
    );
    expect(Math.max(...moved.filter((d) => d < 100))).toBeLessThanOrEqual(
      particleConfig.speed / 60 + 1e-3,
    );
    expect(moved.filter((d) => d > 0).length).toBe(500);
  });

  it("pushes nearby particles away from the pointer and leaves far ones alone", () => {
    const field = createField(10);
    populate(field, 0, bounds, particleConfig);
    const still = { ...particleConfig, speed: 0 };
    spawn(field, { x: 420, y: 300 }, 1, still, seeded()); // 20 px right of the pointer
    spawn(field, { x: 400, y: 270 }, 1, still, seeded()); // 30 px above it
    spawn(field, { x: 100, y: 100 }, 1, still, seeded()); // far away
    const pointer = { x: 400, y: 300 };
    for (let i = 0; i < 10; i++) step(field, 1 / 60, bounds, pointer, still);
    expect(field.x[0]).toBeGreaterThan(420);
    expect(field.y[0]).toBeCloseTo(300);
    expect(field.y[1]).toBeLessThan(270);
    expect(field.x[1]).toBeCloseTo(400);
    expect(field.x[2]).toBe(100);
    expect(field.y[2]).toBe(100);
    const distance = (i: number) =>
      Math.hypot(at(field.x, i) - pointer.x, at(field.y, i) - pointer.y);
    expect(distance(0)).toBeGreaterThan(20);
    expect(distance(1)).toBeGreaterThan(30);
  });

  it("goes back to its own drift once the pointer leaves", () => {
    const field = createField(1);
    spawn(field, { x: 405, y: 300 }, 1, particleConfig, seeded());
    const velocity = { vx: at(field.vx, 0), vy: at(field.vy, 0) };
    step(field, 1 / 60, bounds, { x: 400, y: 300 }, particleConfig);
    const x = at(field.x, 0);
    const y = at(field.y, 0);
    step(field, 1 / 60, bounds, null, particleConfig);
    expect(field.x[0]).toBeCloseTo(x + velocity.vx / 60, 3);
    expect(field.y[0]).toBeCloseTo(y + velocity.vy / 60, 3);
  });

  it("keeps every particle within bounds, however long it runs", () => {
    const field = makeField();
    const pointer = { x: 5, y: 5 };
    for (let i = 0; i < 2_000; i++)
      step(field, 1 / 20, bounds, i % 2 ? pointer : null, particleConfig);
    for (const p of positions(field)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(bounds.width);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(bounds.height);
    }
  });

  it("follows the window when it is resized", () => {
    const field = makeField();
    const small = { width: 360, height: 640 };
    rescale(field, bounds, small);
    for (const p of positions(field)) {
      expect(p.x).toBeLessThanOrEqual(small.width);
      expect(p.y).toBeLessThanOrEqual(small.height);
    }
  });
});
