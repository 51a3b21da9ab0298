import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FaPhone, FiMessageCircle, SiUpwork } from "./icon-data";
import { SvgIcon } from "./svg-icon";

const hidden = { "aria-hidden": "true", focusable: "false" } as const;

// The markup react-icons 5.7.0 wrote for these icons, which the pages' HTML kept when the site
// began drawing them itself: attributes in its order, a set's own overriding its defaults.
describe("an icon", () => {
  it("draws a Font Awesome icon filled with the text's colour", () => {
    expect(renderToStaticMarkup(createElement(SvgIcon, { icon: FaPhone, ...hidden }))).toMatch(
      /^<svg stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 512 512" aria-hidden="true" focusable="false" height="1em" width="1em" xmlns="http:\/\/www.w3.org\/2000\/svg"><path d="M164.9 24.6c[^"]+"><\/path><\/svg>$/,
    );
  });

  it("draws a Feather icon as a stroke, its own attributes in its defaults' places", () => {
    expect(renderToStaticMarkup(createElement(SvgIcon, { icon: FiMessageCircle, ...hidden }))).toBe(
      '<svg stroke="currentColor" fill="none" stroke-width="2" viewBox="0 0 24 24" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" height="1em" width="1em" xmlns="http://www.w3.org/2000/svg"><path d="M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z"></path></svg>',
    );
  });

  it("keeps a Simple Icons icon's role before the caller's attributes", () => {
    expect(renderToStaticMarkup(createElement(SvgIcon, { icon: SiUpwork, ...hidden }))).toMatch(
      /^<svg stroke="currentColor" fill="currentColor" stroke-width="0" role="img" viewBox="0 0 24 24" aria-hidden="true" focusable="false" height="1em" width="1em" xmlns="http:\/\/www.w3.org\/2000\/svg"><path d="[^"]+"><\/path><\/svg>$/,
    );
  });
});
