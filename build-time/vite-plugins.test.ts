// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentErrorPage } from "./vite-plugins";

describe("the dev server's content error page", () => {
  const message =
    'Content in app/content/ has problems:\n  - projects #2 "<b>Shop</script>" → pc: …';

  it("opens Vite's overlay with the message, under the base path", () => {
    const page = contentErrorPage(message, "/my-portfolio/");
    expect(page).toContain('from "/my-portfolio/@vite/client"');
    expect(page).toContain('projects #2 \\"\\u003cb>Shop\\u003c/script>');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
  });

  it("says it as text too, with the owner's markup escaped", () => {
    const page = contentErrorPage(message, "/");
    expect(page).toContain(
      '<pre>Content in app/content/ has problems:\n  - projects #2 "&#60;b&#62;Shop',
    );
  });
});
