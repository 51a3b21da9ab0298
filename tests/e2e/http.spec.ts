import { titles } from "../../app/site-routes";
import { OUTBOX_PATH } from "../../server/outbox.js";
import { expect, routes, test } from "./fixtures";

// The raw HTML, as a crawler or a visitor without JavaScript receives it.
test.describe("real HTTP answers from the production server", () => {
  for (const route of routes) {
    for (const path of route.path === "/" ? ["/"] : [route.path, `${route.path}/`]) {
      test(`${path} answers 200 with its own content in the HTML`, async ({ request }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("text/html");
        const html = await response.text();
        expect(html).toMatch(/<html lang="en"/);
        const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, "");
        expect(h1).toMatch(route.heading);
      });
    }
  }

  for (const path of ["/no-such-page", "/courses/extra", "/404"]) {
    test(`${path} answers 404 with the 404 page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(titles.notFound);
    });
  }

  test("hashed assets are cached for a year, pages revalidate", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["cache-control"]).toBe("no-cache");
    const script = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await request.get(script as string);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the outbox answers a 2 MiB message with a 413 the client can read", async ({ request }) => {
    // Playwright's client sends the body straight away, without `Expect: 100-continue`.
    const message = "x".repeat(2 * 1024 * 1024);
    const response = await request.post(OUTBOX_PATH, {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify({
        user_id: "pk",
        service_id: "svc",
        template_id: "tpl",
        template_params: { name: "Ada", email: "ada@example.com", message },
      }),
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("larger than 1 MiB");
  });
});
