import type { Field } from "./simulation";

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Draws every particle in one path and one fill: one state change for the whole field, which
 * is what keeps 500 to 1,000 particles cheap. The context is scaled to CSS pixels.
 */
export function drawField(
  ctx: Context2D,
  field: Field,
  style: { color: string; opacity: number },
  pixelRatio: number,
) {
  const canvas = ctx.canvas;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.fillStyle = style.color;
  ctx.globalAlpha = style.opacity;
  ctx.beginPath();
  for (let i = 0; i < field.count; i++) {
    const x = field.x[i] as number;
    const y = field.y[i] as number;
    const r = field.r[i] as number;
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
  ctx.fill();
}
