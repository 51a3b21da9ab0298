// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { choiceOption, helpText, numberOption, parseCommand } from "./cli.ts";

/** process.exit turned into a throw, and what went to stderr. */
function captureExit() {
  const errors: string[] = [];
  vi.spyOn(console, "error").mockImplementation((line: string) => errors.push(line));
  vi.spyOn(process, "exit").mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  return errors;
}

afterEach(() => vi.restoreAllMocks());

const spec = {
  usage: "npm run thing --",
  about: "Does the thing.",
  options: {
    timeout: { type: "string", default: "30", value: "seconds", describe: "how long" },
    force: { type: "boolean", describe: "again" },
  },
} as const;

describe("the shared command line", () => {
  it("lists each option with its value, default and description", () => {
    const text = helpText(spec);
    expect(text).toContain("Usage: npm run thing -- [options]");
    expect(text).toMatch(/--timeout <seconds> {2}how long \(default 30\)/);
    expect(text).toMatch(/--force +again/);
    expect(text).toMatch(/-h, --help +show this help/);
  });

  it("reads good options", () => {
    const { values } = parseCommand(spec, ["--timeout", "5", "--force"]);
    expect(values).toEqual({ timeout: "5", force: true });
  });

  it("refuses a stray argument where the command takes none", () => {
    const errors = captureExit();
    expect(() => parseCommand(spec, ["oops"])).toThrow("exit 2");
    expect(errors).toEqual([expect.stringMatching(/^Unexpected argument 'oops'/)]);
  });

  it.each([
    ["abc", {}],
    ["", {}],
    ["Infinity", {}],
    ["0.5", { min: 1 }],
    ["2.5", { integer: true }],
    ["70000", { max: 65535 }],
  ])("refuses %s as a number %o", (value, limits) => {
    captureExit();
    expect(() => numberOption("--n", value, limits)).toThrow("exit 2");
  });

  it("takes a number within its limits, and a listed choice", () => {
    expect(numberOption("--n", "1.5", { min: 1 })).toBe(1.5);
    expect(choiceOption("--device", "pc", ["pc", "mobile"])).toBe("pc");
    const errors = captureExit();
    expect(() => choiceOption("--device", "laptop", ["pc", "mobile"])).toThrow("exit 2");
    expect(errors).toEqual(['--device "laptop": use pc, mobile (--help lists the options)']);
  });
});
