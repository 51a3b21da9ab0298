import type { ContactValues } from "./validation";

export type Outcome = "success" | "failure";

export const SEND_TIMEOUT_MS = 15_000;

export const statusText: Record<Outcome, string> = {
  success: "Message sent successfully!",
  failure: "Failed to send message. Please try again later.",
};

export type EmailConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
};

/** The one EmailJS call the form needs, injected so the core can be tested without the SDK. */
export type SendEmail = (
  config: EmailConfig,
  params: Record<string, string>,
) => Promise<{ status: number; text: string }>;

/** EmailJS answers 200 "OK"; either one means the message went out. */
export function isDelivered(result: unknown): boolean {
  if (typeof result !== "object" || result === null) return false;
  const { status, text } = result as { status?: unknown; text?: unknown };
  return status === 200 || text === "OK";
}

/**
 * Sends the form's values exactly as typed and turns whatever happens into an outcome. The SDK
 * rejects with `{status, text}` on a non-2xx answer, a TypeError when the network fails and a
 * plain string when an identifier is missing, and it never times out by itself: every one of
 * those, and silence past the timeout, is a failure.
 */
export async function sendContactMessage(
  values: ContactValues,
  config: EmailConfig,
  sendEmail: SendEmail,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const params = { name: values.name, email: values.email, message: values.message };
    const result = await Promise.race([sendEmail(config, params), timeout]);
    return isDelivered(result) ? "success" : "failure";
  } catch {
    return "failure";
  } finally {
    clearTimeout(timer);
  }
}
