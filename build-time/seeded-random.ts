// Deterministic randomness for the pictures drawn from code (the share card's dots, the demo's
// screenshot mockups): the same input gives the same picture on every build and every machine.

/** A small linear congruential generator: numbers in [0, 1), the same sequence for a seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A seed from a text, so each project gets its own but stable drawing. */
export const seedOf = (text: string) =>
  [...text].reduce((acc, ch) => (acc * 31 + (ch.codePointAt(0) ?? 0)) >>> 0, 7);
