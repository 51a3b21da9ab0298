// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { satisfies } from "./check-node.js";

const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;

describe("the Node version check", () => {
  it.each(["v22.22.0", "v22.23.3", "v24.0.0", "v24.21.0", "v26.0.0", "v26.10.0", "v28.1.0"])(
    "lets %s through",
    (version) => expect(satisfies(version, engines)).toBe(true),
  );

  it.each(["v18.20.4", "v20.20.2", "v21.7.3", "v22.21.1", "v23.11.0", "v25.2.0"])(
    "stops %s, which the build tools do not support",
    (version) => expect(satisfies(version, engines)).toBe(false),
  );

  it("is quiet on this machine's Node, which the project supports", () => {
    expect(execFileSync(process.execPath, ["scripts/check-node.js"], { encoding: "utf8" })).toBe(
      "",
    );
  });
});
