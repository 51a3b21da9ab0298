// @vitest-environment node
import type { Plugin } from "vite";
import { describe, expect, it, vi } from "vitest";
import { contentCheck } from "./content-check.ts";

// An owner's site.ts whose accent gives the light theme a colour that fails there: whatever
// else the content says, the build must stop before it bundles anything.
vi.mock("#content/site.ts", async (importOriginal) => {
  const { site } = await importOriginal<typeof import("#content/site.ts")>();
  return { site: { ...site, accent: { light: "#ffff00", dark: "#ffff00" } } };
});

describe("the content check at the build's start", () => {
  it("stops the build on an accent that fails its contrast, naming the pair and a shade that passes", () => {
    const said: string[] = [];
    vi.spyOn(console, "error").mockImplementation((message: string) => void said.push(message));
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exited");
    }) as never);
    const hook = contentCheck().config as Extract<Plugin["config"], (...args: never) => unknown>;
    expect(() => hook.call({} as never, {}, { command: "build", mode: "production" })).toThrow(
      "exited",
    );
    expect(exit).toHaveBeenCalledWith(1);
    expect(said.join("\n")).toMatch(
      /site → accent\.light: "#ffff00" on the light theme's \w+ colour \(#[\da-f]+\) is [\d.]+:1, and link text needs 4\.5:1; the nearest shade of it that passes is "#[\da-f]{6}"/,
    );
    expect(said.join("\n")).toMatch(/Fix it in .+\/ and build again\./);
  });
});
