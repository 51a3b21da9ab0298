// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml.ts";

describe("escapeXml", () => {
  it("turns the five markup characters into character references", () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>`)).toBe(
      "Tom &#38; &#34;Jerry&#34; &#60;b&#62;&#39;s&#60;/b&#62;",
    );
  });

  it("leaves every other character, non-ASCII included, as it is", () => {
    expect(escapeXml("Zoë — café ☕ https://x.example/a?b=1")).toBe(
      "Zoë — café ☕ https://x.example/a?b=1",
    );
  });

  it("reads back as the original text in an HTML attribute and in text", () => {
    const text = `a "quoted" & <tagged> 'value'`;
    const box = document.createElement("div");
    box.innerHTML = `<span title="${escapeXml(text)}">${escapeXml(text)}</span>`;
    const span = box.querySelector("span");
    expect(span?.getAttribute("title")).toBe(text);
    expect(span?.textContent).toBe(text);
  });
});
