import type { ContactValues } from "./validation";

export type Outcome = "success" | "failure";

export const SEND_TIMEOUT_MS = 15_000;

/** What the visitor reads after a send, as the key of its words (core/texts.ts). */
export const statusText = { success: "sent", failure: "failed" } as const satisfies Record<
  Outcome,
  string
>;

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
 * What went wrong, in words for the site's owner (the visitor sees only the spec's failure
 * text): EmailJS's own answer, such as "400 The Public Key is invalid", tells a wrong key from
 * an outage.
 */
export function describeFailure(reason: unknown, timeoutMs = SEND_TIMEOUT_MS): string {
  if (reason === "timeout") return `no answer within ${timeoutMs / 1000} s`;
  if (typeof reason === "string") return reason;
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === "object" && reason !== null) {
    const { status, text } = reason as { status?: unknown; text?: unknown };
    if (status !== undefined || text !== undefined) {
      return `EmailJS answered ${String(status)}: ${String(text)}`;
    }
  }
  return String(reason);
}

/**
 * Sends the form's values exactly as typed and turns whatever happens into an outcome. The SDK
 * rejects with `{status, text}` on a non-2xx answer, a TypeError when the network fails and a
 * plain string when an identifier is missing, and it never times out by itself: every one of
 * those, and silence past the timeout, is a failure, reported to the console for the owner.
 */
export async function sendContactMessage(
  values: ContactValues,
  config: EmailConfig,
  sendEmail: SendEmail,
  timeoutMs = SEND_TIMEOUT_MS,
  report: (line: string) => void = console.error,
): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const params = { name: values.name, email: values.email, message: values.message };
    const result = await Promise.race([sendEmail(config, params), timeout]);
    if (isDelivered(result)) return "success";
    report(`The contact form could not send: ${describeFailure(result, timeoutMs)}`);
    return "failure";
  } catch (reason) {
    report(`The contact form could not send: ${describeFailure(reason, timeoutMs)}`);
    return "failure";
  } finally {
    clearTimeout(timer);
  }
}
