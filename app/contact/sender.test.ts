import { afterEach, describe, expect, it, vi } from "vitest";
import { type EmailConfig, isDelivered, sendContactMessage } from "./sender";

const config: EmailConfig = { publicKey: "pk", serviceId: "svc", templateId: "tpl", origin: "x" };
const values = { name: "  Ada <b> ", email: "ada@example.com", message: "Hi 👋\nשלום" };

afterEach(() => {
  vi.useRealTimers();
});

describe("isDelivered", () => {
  it.each([
    [{ status: 200, text: "OK" }, true],
    [{ status: 200, text: "" }, true],
    [{ status: 201, text: "OK" }, true],
    [{ status: 400, text: "The service ID is invalid" }, false],
    [{ status: 0, text: "" }, false],
    ["The public key is required", false],
    [undefined, false],
  ])("%j → %s", (result, expected) => {
    expect(isDelivered(result)).toBe(expected);
  });
});

describe("sendContactMessage", () => {
  it("sends the values exactly as typed and reports success", async () => {
    const send = vi.fn().mockResolvedValue({ status: 200, text: "OK" });
    await expect(sendContactMessage(values, config, send)).resolves.toBe("success");
    expect(send).toHaveBeenCalledWith(config, values);
  });

  it.each([
    [
      "a non-2xx answer",
      () => Promise.reject({ status: 400, text: "The Public Key is invalid" }),
      "EmailJS answered 400: The Public Key is invalid",
    ],
    [
      "the SDK's rate limit",
      () => Promise.reject({ status: 429, text: "Too Many Requests" }),
      "EmailJS answered 429: Too Many Requests",
    ],
    [
      "a network error",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "TypeError: Failed to fetch",
    ],
    [
      "a missing identifier",
      () => Promise.reject("The service ID is required"),
      "The service ID is required",
    ],
    [
      "a synchronous throw",
      () => {
        throw new Error("boom");
      },
      "Error: boom",
    ],
    [
      "an unexpected answer",
      () => Promise.resolve({ status: 500, text: "Oops" }),
      "EmailJS answered 500: Oops",
    ],
  ])("reports failure on %s, and tells the owner why", async (_, send, why) => {
    const report = vi.fn();
    await expect(sendContactMessage(values, config, send, 15_000, report)).resolves.toBe("failure");
    expect(report).toHaveBeenCalledWith(`The contact form could not send: ${why}`);
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    const never = () => new Promise<never>(() => {});
    const report = vi.fn();
    const outcome = sendContactMessage(values, config, never, 15_000, report);
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe("failure");
    expect(report).toHaveBeenCalledWith("The contact form could not send: no answer within 15 s");
  });
});
