import { describe, expect, it } from "vitest";
import { wrapPoints } from "./wrap-points";

describe("wrapPoints", () => {
  it.each([
    {
      rule: "breaks an email address after the @, keeping each side whole",
      text: "mira.kovacs@example.com",
      pieces: ["mira.kovacs@", "example.com"],
    },
    {
      rule: "breaks a long side after its dots too",
      text: "first.last@department.university.example",
      pieces: ["first.last@", "department.", "university.", "example"],
    },
    {
      rule: "keeps a handle's leading @ with its name",
      text: "@mira_kovacs_dev",
      pieces: ["@mira_kovacs_dev"],
    },
    {
      rule: "breaks a long web address after its slashes, never between two",
      text: "https://example.com/in/mira",
      pieces: ["https://", "example.", "com/", "in/", "mira"],
    },
    {
      rule: "leaves a phone number whole",
      text: "+1 (555) 014-2368",
      pieces: ["+1 (555) 014-2368"],
    },
    { rule: "leaves a short address whole", text: "t.me/mira", pieces: ["t.me/mira"] },
    { rule: "leaves nothing as nothing", text: "", pieces: [""] },
  ])("$rule: $text", ({ text, pieces }) => {
    expect(wrapPoints(text)).toEqual(pieces);
  });

  it.each(["a@b.c", "..a..", "@@x", "x//y", "über.straße.sehr.lang@例え.jp"])(
    "always joins back to the text it was given: %s",
    (text) => {
      expect(wrapPoints(text).join("")).toBe(text);
    },
  );
});
