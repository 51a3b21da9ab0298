// @vitest-environment node
import { describe, expect, it } from "vitest";
import { startEarly, takeEarly } from "./early-start.ts";

describe("work started as a build reads its config", () => {
  it("starts once a process, however often the config is read, and is taken once", () => {
    let starts = 0;
    const start = () => ({ started: ++starts });
    startEarly("test: once", start);
    // React Router's build reads the config a second time, with fresh copies of the plugins.
    startEarly("test: once", start);
    expect(starts).toBe(1);
    expect(takeEarly("test: once")).toEqual({ started: 1 });
    // Taken: the build's own start makes its own, and a later read starts nothing more.
    expect(takeEarly("test: once")).toBeUndefined();
    startEarly("test: once", start);
    expect(starts).toBe(1);
  });

  it("starts nothing when the start throws, and nothing for a name never started", () => {
    startEarly("test: unreadable", () => {
      throw new Error("a post that does not parse");
    });
    expect(takeEarly("test: unreadable")).toBeUndefined();
    expect(takeEarly("test: never")).toBeUndefined();
  });
});
