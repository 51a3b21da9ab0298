/**
 * Whether the field may be drawn by a worker that owns the canvas. WebKit (Safari, and every
 * browser on iOS, whatever it calls itself) crashes its page process when a worker-owned
 * OffscreenCanvas is resized. No feature test can see a crash coming, so WebKit draws on the
 * main thread, where resizing is safe. Chromium and Firefox keep the worker.
 */
export function workerCanvasIsSafe(userAgent: string): boolean {
  const webkit = /AppleWebKit\//.test(userAgent) && !/(Chrome|Chromium|Edg|OPR)\//.test(userAgent);
  return !webkit;
}
