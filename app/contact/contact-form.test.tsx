import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { siteTexts } from "#core/site-texts.ts";
import { SUBMIT_PENDING_ATTRIBUTE } from "~/shell/interactive";
import { ContactForm } from "./contact-form";
import { DRAFT_KEY } from "./draft";
import type { SendEmail } from "./sender";

beforeEach(() => sessionStorage.clear());

function setup(sendEmail: SendEmail = vi.fn().mockResolvedValue({ status: 200, text: "OK" })) {
  const user = userEvent.setup();
  render(<ContactForm sendEmail={sendEmail} />);
  return {
    user,
    sendEmail,
    name: screen.getByRole("textbox", { name: siteTexts.name }),
    email: screen.getByRole("textbox", { name: siteTexts.email }),
    message: screen.getByRole("textbox", { name: siteTexts.message }),
    send: screen.getByRole("button", { name: siteTexts.send }),
  };
}

async function setupLive(sendEmail?: SendEmail) {
  const form = setup(sendEmail);
  await vi.waitFor(() => expect(form.send).toBeEnabled());
  return form;
}

describe("ContactForm", () => {
  it("shows an error only once its field has been touched", async () => {
    const { user, name, email } = await setupLive();
    await user.type(name, "A");
    await user.clear(name);
    expect(screen.queryByText(siteTexts.enterName)).not.toBeInTheDocument();
    await user.click(email);
    expect(name).toHaveAccessibleDescription(siteTexts.enterName);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(siteTexts.enterEmail)).not.toBeInTheDocument();

    await user.type(email, "ada@");
    await user.tab();
    expect(email).toHaveAccessibleDescription(siteTexts.invalidEmail);
    await user.type(email, "example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).not.toHaveAccessibleDescription();
  });

  it("marks every field touched on submit and sends nothing while invalid", async () => {
    const { user, send, sendEmail, name } = await setupLive();
    await user.click(send);
    expect(screen.getByText(siteTexts.enterName)).toBeVisible();
    expect(screen.getByText(siteTexts.enterEmail)).toBeVisible();
    expect(screen.getByText(siteTexts.enterMessage)).toBeVisible();
    expect(name).toHaveFocus();
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it("sends once, announces success and clears the form", async () => {
    let answer: (value: { status: number; text: string }) => void = () => {};
    const sendEmail = vi.fn<SendEmail>(() => new Promise((resolve) => (answer = resolve)));
    const { user, name, email, message, send } = await setupLive(sendEmail);
    await user.type(name, "Ada");
    await user.type(email, "ada@example.com");
    await user.type(message, "Hello <b>there</b>");
    await user.dblClick(send);
    expect(send).toHaveAttribute("aria-busy", "true");
    expect(send).toHaveAccessibleName(siteTexts.sending);
    answer({ status: 200, text: "OK" });
    // The status is there from the start, saying "Sending…": wait for its words, not for it.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(siteTexts.sent));
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(sendEmail.mock.calls[0]?.[1]).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Hello <b>there</b>",
    });
    expect(name).toHaveValue("");
    expect(message).toHaveValue("");
    expect(send).toBeEnabled();
    // The draft follows the emptied form once React has run its effects.
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it("keeps everything typed when sending fails, and tells the owner why", async () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, name, email, message, send } = await setupLive(
      vi.fn().mockRejectedValue({ status: 400, text: "Bad" }),
    );
    await user.type(name, "Ada");
    await user.type(email, "ada@example.com");
    await user.type(message, "Hello");
    await user.click(send);
    expect(await screen.findByText(siteTexts.failed)).toBeVisible();
    expect(name).toHaveValue("Ada");
    expect(email).toHaveValue("ada@example.com");
    expect(message).toHaveValue("Hello");
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toMatchObject({
      name: "Ada",
    });
    expect(report).toHaveBeenCalledWith(
      "The contact form could not send: EmailJS answered 400: Bad",
    );
    report.mockRestore();
  });

  it("sends a submit held before React came once, with what the fields hold", async () => {
    const sendEmail = vi.fn<SendEmail>().mockResolvedValue({ status: 200, text: "OK" });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactForm sendEmail={sendEmail} />);
    document.body.append(container);
    // Typed, and Send pressed, while the page held the press for React (html-transforms.ts).
    const values = { name: "Ada", email: "ada@example.com", message: "Sent before React" };
    for (const [name, value] of Object.entries(values)) {
      const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (field) field.value = value;
    }
    container.querySelector("form")?.setAttribute(SUBMIT_PENDING_ATTRIBUTE, "");

    const root = await act(async () =>
      hydrateRoot(container, <ContactForm sendEmail={sendEmail} />),
    );
    expect(await screen.findByText(siteTexts.sent)).toBeVisible();
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(sendEmail.mock.calls[0]?.[1]).toEqual(values);
    act(() => root.unmount());
    container.remove();
  });

  it("brings back a saved draft", async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Half-written" }),
    );
    const { message } = setup();
    await vi.waitFor(() => expect(message).toHaveValue("Half-written"));
  });

  it("tells a bot that filled the honeypot all went well, and sends nothing", async () => {
    const { user, name, email, message, send, sendEmail } = await setupLive();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /empty/ })).not.toBeInTheDocument();
    if (trap) trap.value = "https://spam.example";
    await user.type(name, "Bot");
    await user.type(email, "bot@example.com");
    await user.type(message, "Buy now");
    await user.click(send);
    expect(await screen.findByText(siteTexts.sent)).toBeVisible();
    expect(sendEmail).not.toHaveBeenCalled();
  });
});
