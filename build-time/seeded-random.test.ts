import { describe, expect, it } from "vitest";
import { seededRandom, seedOf } from "./seeded-random.ts";

const take = (next: () => number, n: number) => Array.from({ length: n }, next);

describe("seededRandom", () => {
  it("gives the same sequence for the same seed, another for another seed", () => {
    expect(take(seededRandom(7), 5)).toEqual(take(seededRandom(7), 5));
    expect(take(seededRandom(7), 5)).not.toEqual(take(seededRandom(8), 5));
  });

  it("gives numbers in [0, 1) spread over the range", () => {
    const values = take(seededRandom(42), 1000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(400);
    expect(values.filter((v) => v < 0.5).length).toBeLessThan(600);
  });
});

describe("seedOf", () => {
  it("is stable for a text and differs between texts", () => {
    expect(seedOf("Pantry Pal")).toBe(seedOf("Pantry Pal"));
    expect(seedOf("Pantry Pal")).not.toBe(seedOf("Ledgerly"));
  });
});
