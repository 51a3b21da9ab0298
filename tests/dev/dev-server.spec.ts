import { languages, localePath } from "#core/languages.ts";
import { contentIn } from "#core/local-content.ts";
import { CV_PDF_PATH, postCardPath, RESUME_PATH } from "#core/page-paths.ts";
import { postsOf } from "#core/published.ts";
import { expect, routes, test } from "../e2e/fixtures";

// `npm run dev` is where an owner edits content: every page must render there too, and the
// contact form must reach the same local outbox as `npm start`.
test("the development server renders every page and takes messages", async ({ page, request }) => {
  test.slow(); // The first request to each page compiles it.
  const images: { url: string; status: number; type: string }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image") return;
    const type = response.headers()["content-type"] ?? "";
    images.push({ url: response.url(), status: response.status(), type });
  });
  for (const { path, heading } of routes) {
    // The page is ready when it has hydrated (the fixture waits for that after each goto),
    // however long the dev server takes to compile its modules.
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  }
  // Every picture the pages showed came with its format named (screenshots read back from
  // vite-imagetools' cache were once sent as image/undefined). Every owner has an avatar at least.
  expect(images.length).toBeGreaterThan(0);
  for (const image of images)
    expect(image, image.url).toMatchObject({
      status: 200,
      type: expect.stringMatching(/^image\/(?:avif|webp|png|jpeg|gif|svg\+xml)\b/),
    });
  // The share cards, as a build writes them: the site's in each language, and each post's in
  // its language, under that language's address (/de/blog/<slug>/share-image.png).
  const cards = languages.flatMap((language) => [
    localePath(language, "/share-image.png"),
    ...postsOf(language, { drafts: false }).map((post) =>
      localePath(language, postCardPath(post.slug)),
    ),
  ]);
  for (const card of cards) {
    const answer = await request.get(card);
    expect(answer.status(), card).toBe(200);
    expect(answer.headers()["content-type"], card).toBe("image/png");
  }
  // The CV's files in each language, made afresh for each request
  // (build-time/vite-plugins/cv-files.ts).
  for (const language of languages) {
    const pdf = await request.get(localePath(language, CV_PDF_PATH));
    expect(pdf.headers()["content-type"], language).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString(), language).toBe("%PDF-");
    const resume = await request.get(localePath(language, RESUME_PATH));
    expect((await resume.json()).basics.name, language).toBe(contentIn(language).profile.name);
  }
  // An image address the dev server never made is not found, and the server goes on serving.
  expect((await request.get("/@imagetools/0123456789abcdef")).status()).toBe(404);
  expect((await request.get("/")).status()).toBe(200);
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
