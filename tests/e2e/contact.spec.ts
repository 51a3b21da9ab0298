import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { siteTexts } from "#core/site-texts.ts";
import { titles } from "../../app/site-routes";
import {
  afterFrames,
  expect,
  hasReact,
  holdScripts,
  isInteractive,
  reactHasCome,
  test,
  themeOf,
  tokenColor,
} from "./fixtures";

const SEND_PATH = "**/api/v1.0/email/send";
const SUCCESS = siteTexts.sent;
const FAILURE = siteTexts.failed;

/** The messages `npm start`'s local outbox saved, newest last. */
function outbox(): Array<{ template_params: Record<string, string> }> {
  try {
    return readFileSync(".outbox/messages.jsonl", "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

function form(page: Page) {
  return {
    name: page.getByRole("textbox", { name: siteTexts.name }),
    email: page.getByRole("textbox", { name: siteTexts.email }),
    message: page.getByRole("textbox", { name: siteTexts.message }),
    send: page.getByRole("button", { name: siteTexts.send }),
    status: page.getByRole("status"),
  };
}

async function fillForm(page: Page, values: { name: string; email: string; message: string }) {
  const f = form(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.message.fill(values.message);
  return f;
}

const unique = () => `Visitor ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: titles.contact })).toBeVisible();
  await expect(page.getByText(siteTexts.contactLead)).toBeVisible();
});

test.describe("sending through the local outbox over real HTTP", () => {
  test("a valid message arrives exactly as typed and the form clears", async ({ page }) => {
    const values = { name: unique(), email: "ada@example.com", message: "Hello!\nSecond line." };
    const f = await fillForm(page, values);
    await f.send.click();
    await expect(f.status).toHaveText(SUCCESS);
    await expect(f.status.getByText(SUCCESS)).toHaveCSS(
      "color",
      tokenColor(await themeOf(page), "success"),
    );
    await expect(f.name).toHaveValue("");
    await expect(f.message).toHaveValue("");
    const saved = outbox().find((entry) => entry.template_params.name === values.name);
    expect(saved?.template_params).toEqual(values);

    await page.reload();
    await expect(form(page).name).toHaveValue("");
  });

  test("a 100,000-character message is sent whole", async ({ page }) => {
    const values = {
      name: unique(),
      email: "long@example.com",
      message: "abcdefghij".repeat(10_000),
    };
    const f = await fillForm(page, values);
    await f.send.click();
    await expect(f.status).toHaveText(SUCCESS);
    const saved = outbox().find((entry) => entry.template_params.name === values.name);
    expect(saved?.template_params.message).toHaveLength(100_000);
    expect(saved?.template_params).toEqual(values);
  });

  test("HTML, emoji and right-to-left text are sent and shown as plain text", async ({ page }) => {
    const values = {
      name: `${unique()} <img src=x onerror="window.__pwned=1">`,
      email: "zoe@example.com",
      message: "<script>window.__pwned=1</script> 🚀👩🏽‍💻 مرحبا بالعالم שלום & &amp;",
    };
    const f = await fillForm(page, values);
    await expect(f.message).toHaveValue(values.message);
    await f.send.click();
    await expect(f.status).toHaveText(SUCCESS);
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
    const saved = outbox().find((entry) => entry.template_params.name === values.name);
    expect(saved?.template_params).toEqual(values);
  });
});

test.describe("validation", () => {
  test("an error shows only once its field is touched", async ({ page }) => {
    const f = form(page);
    await f.name.fill("Ada");
    await f.name.fill("");
    await expect(page.getByText(siteTexts.enterName)).toBeHidden();
    await f.name.blur();
    await expect(f.name).toHaveAccessibleDescription(siteTexts.enterName);
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(siteTexts.enterEmail)).toBeHidden();

    await f.email.fill("ada@");
    await f.email.blur();
    await expect(f.email).toHaveAccessibleDescription(siteTexts.invalidEmail);
    await f.email.fill("");
    await expect(f.email).toHaveAccessibleDescription(siteTexts.enterEmail);
    await f.email.fill("ada@example.com");
    await expect(f.email).not.toHaveAttribute("aria-invalid");
  });

  test("submitting marks every field touched and sends nothing", async ({ page }) => {
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/v1.0/email/send")) requests++;
    });
    const f = form(page);
    // An invalid email with the browser's own validation on would block the submit event.
    await f.email.fill("not-an-email");
    await f.send.click();
    await expect(page.getByText(siteTexts.enterName)).toBeVisible();
    await expect(page.getByText(siteTexts.invalidEmail)).toBeVisible();
    await expect(page.getByText(siteTexts.enterMessage)).toBeVisible();
    await expect(f.name).toBeFocused();
    await expect(page.getByText(siteTexts.enterName)).toHaveCSS(
      "color",
      tokenColor(await themeOf(page), "error"),
    );
    expect(requests).toBe(0);
  });
});

test.describe("every failure keeps what the visitor typed", () => {
  const values = { name: "Ada", email: "ada@example.com", message: "Please keep me" };

  /** What the console tells the owner about a failed send (the visitor sees only FAILURE). */
  function ownerNotes(page: Page) {
    const notes: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("The contact form could not send")) notes.push(message.text());
    });
    return notes;
  }

  async function expectFailureKept(page: Page) {
    const f = form(page);
    await expect(f.status).toHaveText(FAILURE);
    await expect(f.status.getByText(FAILURE)).toHaveCSS(
      "color",
      tokenColor(await themeOf(page), "error"),
    );
    await expect(f.name).toHaveValue(values.name);
    await expect(f.email).toHaveValue(values.email);
    await expect(f.message).toHaveValue(values.message);
    await expect(f.send).toBeEnabled();
  }

  test("a 400 answer, with EmailJS's words in the console", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400|The contact form could not send/);
    const notes = ownerNotes(page);
    await page.route(SEND_PATH, (route) =>
      route.fulfill({ status: 400, body: "The Public Key is invalid" }),
    );
    await (await fillForm(page, values)).send.click();
    await expectFailureKept(page);
    expect(notes).toEqual([
      "The contact form could not send: EmailJS answered 400: The Public Key is invalid",
    ]);
  });

  test("a network failure", async ({ page, consoleGuard }) => {
    consoleGuard.allow(
      /ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch|The contact form could not send/,
    );
    const notes = ownerNotes(page);
    await page.route(SEND_PATH, (route) => route.abort("internetdisconnected"));
    await (await fillForm(page, values)).send.click();
    await expectFailureKept(page);
    expect(notes).toHaveLength(1);
  });

  test("a service that never answers gives up after 15 s", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/The contact form could not send: no answer within 15 s/);
    await page.clock.install();
    await page.reload();
    await page.route(SEND_PATH, () => {
      // Never answer.
    });
    const f = await fillForm(page, values);
    await f.send.click();
    await expect(f.status).toHaveText(siteTexts.sending);
    await expect(f.send).toBeDisabled();
    await page.clock.runFor(14_000);
    await expect(f.status).toHaveText(siteTexts.sending);
    await page.clock.runFor(1_100);
    await expectFailureKept(page);
  });
});

test("a double click sends one request", async ({ page }) => {
  let requests = 0;
  // The answer waits until both clicks are in, so the second lands while the first is sending.
  let answer = () => {};
  const clicked = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(SEND_PATH, async (route) => {
    requests++;
    await clicked;
    await route.fulfill({ status: 200, body: "OK" });
  });
  const f = await fillForm(page, { name: "Ada", email: "ada@example.com", message: "Once" });
  await f.send.dblclick();
  answer();
  await expect(f.status).toHaveText(SUCCESS);
  expect(requests).toBe(1);
});

test("the draft survives a reload and a visit to another page", async ({ page }) => {
  const values = { name: "Ada Draft", email: "draft@", message: "Half a thought…" };
  // The draft is kept once React, which reaching for the form brings, is there.
  await fillForm(page, values);
  await reactHasCome(page);
  await page.reload();
  const f = form(page);
  await expect(f.name).toHaveValue(values.name);
  await expect(f.email).toHaveValue(values.email);
  await expect(f.message).toHaveValue(values.message);

  await page.getByRole("button", { name: siteTexts.openMenu }).click();
  await page.getByRole("link", { name: siteTexts.menuCourses }).click();
  await expect(page).toHaveURL("/courses");
  await page.goBack();
  await expect(form(page).message).toHaveValue(values.message);
});

test("a bot that fills the honeypot sees success and nothing is sent", async ({ page }) => {
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/v1.0/email/send")) requests++;
  });
  // People cannot reach the field: it is neither in the accessibility tree nor in the tab order.
  await expect(page.getByRole("textbox")).toHaveCount(3);
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
  const f = await fillForm(page, { name: "Bot", email: "bot@example.com", message: "Spam" });
  await f.send.click();
  await expect(f.status).toHaveText(SUCCESS);
  expect(requests).toBe(0);
});

test.describe("React, which sending needs, comes when a visitor reaches for the form", () => {
  const ways: Array<[string, (f: ReturnType<typeof form>) => Promise<void>]> = [
    ["a pointer over it", (f) => f.message.hover()],
    ["focus in it", (f) => f.name.focus()],
  ];
  for (const [way, reach] of ways) {
    test(way, async ({ page }) => {
      const f = form(page);
      // The page itself is interactive (the fixture waited for it): its menu works.
      await page.getByRole("button", { name: siteTexts.openMenu }).click();
      await expect(page.getByRole("button", { name: siteTexts.closeMenu })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: siteTexts.openMenu })).toBeFocused();
      await afterFrames(page);
      expect(await hasReact(page)).toBe(false);

      await reach(f);
      await reactHasCome(page);
      // The menu, taken over before React came, still opens, closes and hands focus back.
      await page.getByRole("button", { name: siteTexts.openMenu }).click();
      await expect(page.getByRole("button", { name: siteTexts.closeMenu })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: siteTexts.openMenu })).toBeFocused();
    });
  }
});

/** Holds React's entry back until the returned function is called; the page script still runs. */
async function holdReact(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("before the scripts have run", () => {
  test("what is typed and a field left are carried over when React attaches", async ({ page }) => {
    // React is held back until the visitor has typed.
    const release = await holdReact(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const f = form(page);
    await f.email.fill("ada@");
    await f.message.click(); // leaves the email field
    await f.message.fill("Typed before hydration");
    expect(await hasReact(page)).toBe(false);

    release();
    await reactHasCome(page);
    await expect(f.email).toHaveValue("ada@");
    await expect(f.message).toHaveValue("Typed before hydration");
    // The email field was left: its error shows, as it would have after hydration.
    await expect(f.email).toHaveAccessibleDescription(siteTexts.invalidEmail);
    // The message field still has the focus: no error is shown for it yet (it has none anyway),
    // and the untouched name field shows none.
    await expect(page.getByText(siteTexts.enterName)).toHaveCount(0);
  });

  let requests = 0;
  test.beforeEach(({ page }) => {
    requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/v1.0/email/send")) requests++;
    });
  });

  test("Send pressed before React has come is held, then sent once it has", async ({ page }) => {
    const release = await holdReact(page);
    await page.goto("/contact");
    const f = await fillForm(page, {
      name: unique(),
      email: "early@example.com",
      message: "Sent before React came",
    });
    await f.send.click();
    // The page did not reload: what was typed is still there, nothing was sent yet, and Send
    // says it is waiting.
    await afterFrames(page);
    await expect(f.message).toHaveValue("Sent before React came");
    const waiting = page.getByRole("button", { name: siteTexts.sending });
    await expect(waiting).toHaveAttribute("aria-busy", "true");
    expect(requests).toBe(0);

    release();
    await expect(f.status).toHaveText(SUCCESS);
    await expect(f.message).toHaveValue("");
    await expect(f.send).not.toHaveAttribute("aria-busy");
    expect(requests).toBe(1);
  });

  test("Enter pressed before the page's own script has run is held, then sent once", async ({
    page,
  }) => {
    // No script file arrives: only what the page itself holds runs.
    const release = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const f = form(page);
    await f.name.fill(unique());
    await f.email.fill("enter@example.com");
    await f.message.fill("Sent by Enter before any script file came");
    await f.email.press("Enter");
    await expect(page.getByRole("button", { name: siteTexts.sending })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(await isInteractive(page)).toBe(false);

    release();
    await expect(f.status).toHaveText(SUCCESS);
    expect(requests).toBe(1);
  });
});
