// The field carried from one page to the next. Every page is a page load of its own, so a field
// that started afresh on each would jump at every click; the leaving page writes where its
// particles are (and where they head) to the tab's sessionStorage, and the next page's field
// goes on from there.
import type { Bounds, Field } from "./simulation";

/** A field's particles as plain arrays, and the window they were in. */
export type FieldState = Bounds & {
  x: Float32Array;
  y: Float32Array;
  vx: Float32Array;
  vy: Float32Array;
  r: Float32Array;
};

const KEY = "particles";
const ARRAYS = ["x", "y", "vx", "vy", "r"] as const;

/** A copy of the field's live particles. */
export function snapshot(field: Field, bounds: Bounds): FieldState {
  const copy = (array: Float32Array) => array.slice(0, field.count);
  return {
    width: bounds.width,
    height: bounds.height,
    x: copy(field.x),
    y: copy(field.y),
    vx: copy(field.vx),
    vy: copy(field.vy),
    r: copy(field.r),
  };
}

/** Puts a carried field in place, scaled to this window; false when there is nothing to restore. */
export function restore(field: Field, state: FieldState, bounds: Bounds): boolean {
  const count = Math.min(state.x.length, field.capacity);
  if (count === 0 || state.width <= 0 || state.height <= 0) return false;
  const sx = bounds.width / state.width;
  const sy = bounds.height / state.height;
  for (let i = 0; i < count; i++) {
    field.x[i] = (state.x[i] as number) * sx;
    field.y[i] = (state.y[i] as number) * sy;
    field.vx[i] = state.vx[i] as number;
    field.vy[i] = state.vy[i] as number;
    field.r[i] = state.r[i] as number;
  }
  field.count = count;
  return true;
}

function toBase64(array: Float32Array): string {
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

function fromBase64(text: string): Float32Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Float32Array(bytes.buffer, 0, Math.floor(bytes.length / 4));
}

/** The state as text: the five arrays' bytes in base64, a fraction of their decimal length. */
export function encodeState(state: FieldState): string {
  return JSON.stringify({
    width: state.width,
    height: state.height,
    ...Object.fromEntries(ARRAYS.map((name) => [name, toBase64(state[name])])),
  });
}

/** The state back from text; null for anything that is not a whole, consistent state. */
export function decodeState(text: string | null): FieldState | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const { width, height } = raw;
    if (typeof width !== "number" || typeof height !== "number") return null;
    const arrays = ARRAYS.map((name) =>
      typeof raw[name] === "string" ? fromBase64(raw[name]) : null,
    );
    const [x, y, vx, vy, r] = arrays;
    if (!x || !y || !vx || !vy || !r) return null;
    if (arrays.some((array) => array?.length !== x.length)) return null;
    if (arrays.some((array) => array?.some((value) => !Number.isFinite(value)))) return null;
    return { width, height, x, y, vx, vy, r };
  } catch {
    return null;
  }
}

/** Storage may be full, disabled or absent (a private window): the field then starts afresh. */
export function saveState(state: FieldState, storage: Pick<Storage, "setItem"> | undefined) {
  try {
    storage?.setItem(KEY, encodeState(state));
  } catch {}
}

export function loadState(storage: Pick<Storage, "getItem"> | undefined): FieldState | null {
  try {
    return decodeState(storage?.getItem(KEY) ?? null);
  } catch {
    return null;
  }
}
