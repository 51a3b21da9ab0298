import { describe, expect, it } from "vitest";
import { workerCanvasIsSafe } from "./engine-choice";

describe("where the particle field is drawn", () => {
  it.each([
    [
      "Chrome",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    ],
    [
      "Edge",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0",
    ],
    ["Firefox", "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0"],
  ])("%s: in a worker", (_name, userAgent) => {
    expect(workerCanvasIsSafe(userAgent)).toBe(true);
  });

  it.each([
    [
      "Safari",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Safari/605.1.15",
    ],
    [
      "Chrome on iOS (WebKit inside)",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/156.0 Mobile/15E148 Safari/604.1",
    ],
    [
      "WebKitGTK",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
    ],
  ])("%s: on the main thread, where resizing cannot crash it", (_name, userAgent) => {
    expect(workerCanvasIsSafe(userAgent)).toBe(false);
  });
});
