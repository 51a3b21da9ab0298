import { describe, expect, it } from "vitest";
import { particleConfig } from "./config";
import {
  decodeState,
  encodeState,
  type FieldState,
  loadState,
  restore,
  saveState,
  snapshot,
} from "./field-state";
import { createField, populate } from "./simulation";

const bounds = { width: 800, height: 600 };

function scattered() {
  const field = createField(particleConfig.maxCount);
  populate(field, particleConfig.count, bounds, particleConfig);
  return field;
}

/** An in-memory sessionStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("the field carried to the next page", () => {
  it("comes back from storage exactly as it was left", () => {
    const field = scattered();
    const storage = memoryStorage();
    saveState(snapshot(field, bounds), storage);

    const next = createField(particleConfig.maxCount);
    const state = loadState(storage) as FieldState;
    expect(restore(next, state, bounds)).toBe(true);
    expect(next.count).toBe(field.count);
    for (const name of ["x", "y", "vx", "vy", "r"] as const) {
      expect([...next[name].slice(0, next.count)]).toEqual([...field[name].slice(0, field.count)]);
    }
  });

  it("is scaled to a window of another size", () => {
    const field = scattered();
    const state = snapshot(field, bounds);
    const next = createField(particleConfig.maxCount);
    restore(next, state, { width: 400, height: 1200 });
    expect(next.x[7]).toBeCloseTo((field.x[7] as number) / 2, 3);
    expect(next.y[7]).toBeCloseTo((field.y[7] as number) * 2, 3);
  });

  it("is nothing when storage holds nothing usable, and the field scatters anew", () => {
    const whole = encodeState(snapshot(scattered(), bounds));
    const broken = [
      null,
      "",
      "not json",
      "{}",
      JSON.stringify({ ...JSON.parse(whole), width: "800" }),
      JSON.stringify({ ...JSON.parse(whole), x: "AAAA" }),
      JSON.stringify({ ...JSON.parse(whole), r: "!!" }),
    ];
    for (const text of broken) expect(decodeState(text), String(text)).toBeNull();
    const empty = { ...snapshot(createField(4), bounds) };
    expect(restore(createField(4), empty, bounds)).toBe(false);
  });

  it("never throws when storage does (a private window, a full quota)", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => saveState(snapshot(scattered(), bounds), refusing)).not.toThrow();
    expect(loadState(refusing)).toBeNull();
    expect(loadState(undefined)).toBeNull();
  });
});
