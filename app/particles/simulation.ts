// The particle field as plain data and pure functions: no DOM, no React, no timers, so it runs
// the same in a worker, on the main thread and in unit tests. Positions are in CSS pixels.

export type Bounds = { width: number; height: number };
export type Point = { x: number; y: number };
export type Random = () => number;

export type Field = {
  count: number;
  readonly capacity: number;
  readonly x: Float32Array;
  readonly y: Float32Array;
  readonly vx: Float32Array;
  readonly vy: Float32Array;
  readonly r: Float32Array;
};

export type FieldOptions = {
  speed: number;
  radius: readonly [min: number, max: number];
  repulseRadius: number;
  repulseStrength: number;
};

export function createField(capacity: number): Field {
  return {
    count: 0,
    capacity,
    x: new Float32Array(capacity),
    y: new Float32Array(capacity),
    vx: new Float32Array(capacity),
    vy: new Float32Array(capacity),
    r: new Float32Array(capacity),
  };
}

function place(
  field: Field,
  i: number,
  x: number,
  y: number,
  options: FieldOptions,
  random: Random,
) {
  const angle = random() * Math.PI * 2;
  const speed = options.speed * (0.3 + random() * 0.7);
  field.x[i] = x;
  field.y[i] = y;
  field.vx[i] = Math.cos(angle) * speed;
  field.vy[i] = Math.sin(angle) * speed;
  const [min, max] = options.radius;
  field.r[i] = min + random() * (max - min);
}

/** Scatters `count` particles over the whole area. */
export function populate(
  field: Field,
  count: number,
  bounds: Bounds,
  options: FieldOptions,
  random: Random = Math.random,
) {
  field.count = Math.min(count, field.capacity);
  for (let i = 0; i < field.count; i++) {
    place(field, i, random() * bounds.width, random() * bounds.height, options, random);
  }
}

/** Adds `n` particles at a point; past capacity the oldest make room. */
export function spawn(
  field: Field,
  at: Point,
  n: number,
  options: FieldOptions,
  random: Random = Math.random,
) {
  const overflow = Math.max(0, field.count + n - field.capacity);
  if (overflow > 0) {
    for (const array of [field.x, field.y, field.vx, field.vy, field.r]) {
      array.copyWithin(0, overflow, field.count);
    }
    field.count -= overflow;
  }
  const added = Math.min(n, field.capacity);
  for (let k = 0; k < added; k++) place(field, field.count + k, at.x, at.y, options, random);
  field.count += added;
}

/**
 * Moves every particle by its own velocity for `dt` seconds, pushes those within the
 * repulse radius away from the pointer (harder the nearer they are), and wraps particles that
 * leave one edge round to the other, so the field never thins out.
 */
export function step(
  field: Field,
  dt: number,
  bounds: Bounds,
  pointer: Point | null,
  options: FieldOptions,
) {
  const { width, height } = bounds;
  const radius = options.repulseRadius;
  const radiusSq = radius * radius;
  const push = options.repulseStrength * dt;
  const { x, y, vx, vy } = field;
  for (let i = 0; i < field.count; i++) {
    let px = (x[i] as number) + (vx[i] as number) * dt;
    let py = (y[i] as number) + (vy[i] as number) * dt;
    if (pointer) {
      const dx = px - pointer.x;
      const dy = py - pointer.y;
      const distSq = dx * dx + dy * dy;
      if (distSq < radiusSq && distSq > 1e-6) {
        const dist = Math.sqrt(distSq);
        const strength = (push * (1 - dist / radius)) / dist;
        px += dx * strength;
        py += dy * strength;
      }
    }
    if (px < 0) px += width;
    else if (px >= width) px -= width;
    if (py < 0) py += height;
    else if (py >= height) py -= height;
    // A huge jump (a pointer dropped on a particle, a tiny window) could leave it outside.
    x[i] = Math.min(Math.max(px, 0), width);
    y[i] = Math.min(Math.max(py, 0), height);
  }
}

/** Keeps particles inside a window that shrank, in proportion to where they were. */
export function rescale(field: Field, from: Bounds, to: Bounds) {
  if (from.width <= 0 || from.height <= 0) return;
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  for (let i = 0; i < field.count; i++) {
    field.x[i] = (field.x[i] as number) * sx;
    field.y[i] = (field.y[i] as number) * sy;
  }
}
