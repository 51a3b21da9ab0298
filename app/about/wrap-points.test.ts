import { describe, expect, it } from "vitest";
import { wrapPoints } from "./wrap-points";

describe("wrapPoints", () => {
  it("breaks an email address after the @, keeping each side whole", () => {
    expect(wrapPoints("mira.kovacs@example.com")).toEqual(["mira.kovacs@", "example.com"]);
  });

  it("breaks a long side after its dots too", () => {
    expect(wrapPoints("first.last@department.university.example")).toEqual([
      "first.last@",
      "department.",
      "university.",
      "example",
    ]);
  });

  it("keeps a handle's leading @ with its name", () => {
    expect(wrapPoints("@mira_kovacs_dev")).toEqual(["@mira_kovacs_dev"]);
  });

  it("breaks a long web address after its slashes, never between two", () => {
    expect(wrapPoints("https://example.com/in/mira")).toEqual([
      "https://",
      "example.",
      "com/",
      "in/",
      "mira",
    ]);
  });

  it("leaves a phone number or a short word whole", () => {
    expect(wrapPoints("+1 (555) 014-2368")).toEqual(["+1 (555) 014-2368"]);
    expect(wrapPoints("t.me/mira")).toEqual(["t.me/mira"]);
    expect(wrapPoints("")).toEqual([""]);
  });

  it("always joins back to the text it was given", () => {
    for (const text of ["a@b.c", "..a..", "@@x", "x//y", "über.straße.sehr.lang@例え.jp"]) {
      expect(wrapPoints(text).join("")).toBe(text);
    }
  });
});
