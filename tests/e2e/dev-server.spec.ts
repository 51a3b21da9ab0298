import { expect, routes, test } from "./fixtures";
import { devPort } from "./ports";

// `npm run dev` is where an owner edits content: every page must render there too, and the
// contact form must reach the same local outbox as `npm start`.
test.use({ baseURL: `http://localhost:${devPort}` });

test("the development server renders every page and takes messages", async ({ page, request }) => {
  test.slow(); // The first request to each page compiles it.
  for (const { path, heading } of routes) {
    // The dev server compiles each module the first time the browser asks for it, so a cold
    // page hydrates only once its modules have all arrived: wait for the network to go quiet,
    // not a fixed 10 s for hydration, which a loaded two-core run outlasted on the first page.
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  }
  const response = await request.post("/api/v1.0/email/send", {
    data: {
      user_id: "local-outbox",
      service_id: "local-outbox",
      template_id: "local-outbox",
      template_params: { name: "Dev", email: "dev@example.com", message: "From npm run dev" },
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("OK");
});
