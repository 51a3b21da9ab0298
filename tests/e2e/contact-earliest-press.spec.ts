// A visitor on a slow phone, with another tab loading beside this one, autofills the form and
// sends it at the first moment the page shows it: before the page script has run, while React
// loads, while it hydrates. Every press is sent exactly once and its outcome shown.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { siteTexts } from "#core/site-texts.ts";
import { DRAFT_KEY } from "../../app/contact/draft";
import { OUTBOX_PATH } from "../../server/outbox.js";
import { expect, pageScriptOf, routes, test } from "./fixtures";
import { asOnASlowPhone, CPU_SLOWDOWN } from "./slow-phone";

const contact = routes.find((route) => route.hydrates)?.path ?? "/contact";

/**
 * Each way of pressing, this many times per test, each on a fresh load of the page: the race is
 * in the code, which `npm run test:all` holds with every round. EARLIEST_PRESS_ROUNDS=1 presses
 * each way once, for a quick look.
 */
const ROUNDS = Number(process.env.EARLIEST_PRESS_ROUNDS) || 3;
const each = ROUNDS === 1 ? "once each" : `${ROUNDS} times each`;
const presses = ["Enter", "click", "double click"] as const;
type Press = (typeof presses)[number];

/**
 * Up to a phone's worst: the page's own scripts, then React's, under a slowed CPU and a busy
 * neighbour. A press the page lost would never show an outcome, so this is where it fails.
 */
const OUTCOME_WITHIN_MS = 30_000;

type Values = { name: string; email: string; message: string };

/** The messages the local outbox saved with this name. */
function savedAs(name: string): Values[] {
  try {
    return readFileSync(".outbox/messages.jsonl", "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).template_params as Values)
      .filter((params) => params.name === name);
  } catch {
    return [];
  }
}

/** Counts the requests the page sends to the outbox. */
function outboxRequests(page: Page) {
  const sent = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(OUTBOX_PATH)) sent.count++;
  });
  return sent;
}

let visits = 0;

/**
 * Loads the form and, once it has painted, fills the fields in one go, as a browser's autofill
 * does (the focus in Name, where the visitor picked the suggestion), and presses at once.
 */
type Point = { x: number; y: number };

async function autofillAndPress(page: Page, values: Partial<Values>, press: Press): Promise<Point> {
  // A first visit each time, at an address of its own. Loading the address the tab is already
  // on keeps its history entry, and React Router's scroll restoration, whose script comes at
  // the end of <body>, then scrolls back to where the last round left the page: after this
  // round has scrolled Send into view, under the pointer about to press it.
  await page.goto(`${contact}?visit=${++visits}`, { waitUntil: "commit" });
  // The earliest moment a visitor can press Send: the parser has reached it and it has a box.
  // Polled on a timer, not on animation frames and not by the paint's timing entry: neither
  // comes for a page the browser does not draw for a moment, and then the wait never ended.
  await page.waitForFunction(
    (send) =>
      [...document.querySelectorAll("button")].some(
        (b) => b.textContent?.includes(send) && b.getBoundingClientRect().height > 0,
      ),
    siteTexts.send,
    { polling: 10, timeout: OUTCOME_WITHIN_MS },
  );
  const send = await page.evaluate(
    ({ values, labels, send }) => {
      const field = (label: string) =>
        [...document.querySelectorAll("label")].find((l) => l.textContent === label)?.control as
          | HTMLInputElement
          | HTMLTextAreaElement
          | undefined;
      field(labels.name)?.focus();
      for (const [name, value] of Object.entries(values)) {
        const element = field(labels[name as keyof typeof labels]);
        if (!element) throw new Error(`no field labelled ${name}`);
        // The prototype's setter, as autofill sets a field: not through the page's own.
        const prototype = Object.getPrototypeOf(element);
        Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
        element.dispatchEvent(new Event("input", { bubbles: true }));
        element.dispatchEvent(new Event("change", { bubbles: true }));
      }
      const button = [...document.querySelectorAll("button")].find((b) =>
        b.textContent?.includes(send),
      );
      if (!button) throw new Error("no Send button");
      // Send is below the fold on a phone and on the tests' window: the visitor scrolls to it.
      button.scrollIntoView({ block: "center" });
      const box = button.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    {
      values,
      labels: { name: siteTexts.name, email: siteTexts.email, message: siteTexts.message },
      send: siteTexts.send,
    },
  );
  if (press === "Enter") await page.keyboard.press("Enter");
  else if (press === "click") await page.mouse.click(send.x, send.y);
  else await page.mouse.dblclick(send.x, send.y);
  return send;
}

/** What the visitor sees once the message is sent: the outcome. */
async function expectSent(page: Page, what: string, pressedAt: Point) {
  try {
    await expect(page.getByRole("status"), what).toHaveText(siteTexts.sent, {
      timeout: OUTCOME_WITHIN_MS,
    });
  } catch (error) {
    // What the page showed, so that a press lost on another machine says where it went.
    const state = await page.evaluate(({ x, y }) => {
      const form = document.querySelector("form");
      const send = form?.querySelector("[type=submit]");
      return {
        url: location.href,
        scrollY,
        underThePress: document.elementFromPoint(x, y)?.outerHTML.slice(0, 120),
        send: send?.outerHTML.slice(0, 300),
        sendBox: send?.getBoundingClientRect().toJSON(),
        form: form?.outerHTML.match(/^<form[^>]*>/)?.[0],
        focused: document.activeElement?.outerHTML.slice(0, 120),
        values: [...(form?.querySelectorAll("input, textarea") ?? [])].map(
          (field) => (field as HTMLInputElement).value,
        ),
        reactAttached: Object.keys(form ?? {}).some((key) => key.startsWith("__react")),
      };
    }, pressedAt);
    throw new Error(`${(error as Error).message}\nThe page: ${JSON.stringify(state, null, 1)}`);
  }
}

/** And then the form emptied, ready for another message. */
async function expectEmptied(page: Page) {
  for (const label of [siteTexts.name, siteTexts.email, siteTexts.message])
    await expect(page.getByRole("textbox", { name: label })).toHaveValue("");
  await expect(page.getByRole("button", { name: siteTexts.send })).toBeEnabled();
}

const visitor = (round: number, press: Press) =>
  `Autofill ${press} ${round} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Every press, ROUNDS times, each on a fresh load of the slowed page: each is sent once, shows
 * its success, and lands in the outbox as the fields held it (with what the page itself added).
 */
async function pressEveryWay(
  page: Page,
  fill: (round: number, press: Press) => Partial<Values> & { name: string },
  added: Partial<Values> = {},
) {
  const phone = await asOnASlowPhone(page);
  const requests = outboxRequests(page);
  let sent = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const press of presses) {
      const values = fill(round, press);
      await phone.slow();
      const pressedAt = await autofillAndPress(page, values, press);
      await expectSent(page, `${press}, round ${round}`, pressedAt);
      await phone.atFullSpeed();
      await expectEmptied(page);
      sent++;
      expect(requests.count, `${press}, round ${round}`).toBe(sent);
      expect(savedAs(values.name)).toEqual([{ ...values, ...added }]);
    }
  }
}

test.describe(`a press the moment Send is laid out, CPU ${CPU_SLOWDOWN}× slower, a second tab busy`, () => {
  // Each round is a page load on a slowed CPU; the rounds run one after another in one tab.
  test.describe.configure({ timeout: presses.length * ROUNDS * OUTCOME_WITHIN_MS });

  test(`Enter, a click and a double click, ${each}, send once each`, async ({ page }) => {
    await pressEveryWay(page, (round, press) => ({
      name: visitor(round, press),
      email: "ada@example.com",
      message: press,
    }));
  });

  test(`with a draft stored, ${each}, the draft's message sent once`, async ({ page }) => {
    // The visitor had started a message; the draft brings React in at the first paint.
    const draft = { name: "", email: "", message: "From the draft" };
    await page.addInitScript(
      ([key, value]) => sessionStorage.setItem(key as string, value as string),
      [DRAFT_KEY, JSON.stringify(draft)],
    );
    await pressEveryWay(
      page,
      (round, press) => ({ name: visitor(round, press), email: "ada@example.com" }),
      { message: draft.message },
    );
  });

  test(`with React slow to arrive, ${each}, send once each`, async ({ page }) => {
    // React's files come late, each by a different delay per round, so that the press lands
    // in a different part of React's start; the page script's own come at once.
    const html = await (await page.request.get(contact)).text();
    const pageScript = new Set(pageScriptOf(html));
    let delay = 0;
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      if (!pageScript.has(new URL(route.request().url()).pathname)) {
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      await route.continue();
    });
    await pressEveryWay(page, (round, press) => {
      delay = round * 150;
      return { name: visitor(round, press), email: "ada@example.com", message: press };
    });
  });
});
