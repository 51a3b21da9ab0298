// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { DRAFT_KEY, loadDraft, saveDraft } from "./draft";

beforeEach(() => sessionStorage.clear());

describe("the draft", () => {
  it("round-trips what was typed", () => {
    const values = { name: "Zoë", email: "z@example.com", message: "x".repeat(100_000) };
    saveDraft(values);
    expect(loadDraft()).toEqual(values);
    // An emptied form (a message sent) leaves no draft behind.
    saveDraft({ name: "", email: "", message: "" });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("ignores a corrupt or foreign entry", () => {
    sessionStorage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft()).toEqual({ name: "", email: "", message: "" });
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 5, message: "kept" }));
    expect(loadDraft()).toEqual({ name: "", email: "", message: "kept" });
  });

  it("keeps working when storage refuses", () => {
    const broken = {
      getItem() {
        throw new Error("denied");
      },
      setItem() {
        throw new Error("QuotaExceededError");
      },
      removeItem() {
        throw new Error("denied");
      },
    } as unknown as Storage;
    expect(() => saveDraft({ name: "a", email: "", message: "" }, broken)).not.toThrow();
    expect(loadDraft(broken)).toEqual({ name: "", email: "", message: "" });
    expect(() => saveDraft({ name: "", email: "", message: "" }, broken)).not.toThrow();
  });
});
