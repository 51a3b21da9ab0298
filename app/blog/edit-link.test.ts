import { describe, expect, it } from "vitest";
import { editHref } from "./edit-link";

const editUrl = "https://github.com/me/site/edit/main/content/posts/";

describe("the edit link", () => {
  it("is the post's file in the owner's posts folder", () => {
    expect(editHref(editUrl, "hello-world")).toBe(`${editUrl}hello-world.md`);
  });

  it("is in the folder beside it for a translation's post", () => {
    expect(editHref(editUrl, "hallo", "de")).toBe(
      "https://github.com/me/site/edit/main/content/de/posts/hallo.md",
    );
  });

  it("is none without an editUrl", () => {
    expect(editHref(undefined, "hello-world")).toBeNull();
    expect(editHref(undefined, "hallo", "de")).toBeNull();
  });
});
