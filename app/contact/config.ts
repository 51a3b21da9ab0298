import type { EmailConfig } from "./sender";

/** Stands in for the EmailJS identifiers when none are set; the local outbox accepts them. */
export const LOCAL_OUTBOX_ID = "local-outbox";

type Env = Partial<Record<string, string | undefined>>;

/** Every variable the build reads for email: hosts, .env and the workflow set these names. */
export const EMAIL_ENV_NAMES = [
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_TEMPLATE_ID",
  "VITE_EMAILJS_ORIGIN",
] as const;

export function isEmailConfigured(env: Env): boolean {
  return Boolean(
    env.VITE_EMAILJS_PUBLIC_KEY || env.VITE_EMAILJS_SERVICE_ID || env.VITE_EMAILJS_TEMPLATE_ID,
  );
}

/**
 * With keys, messages go to EmailJS (or VITE_EMAILJS_ORIGIN). Without any, they go to the
 * EmailJS-compatible outbox that `npm start` and `npm run dev` serve on the site's own origin.
 * A half-configured set is passed on as it is, so the SDK's own error surfaces as a failure.
 */
export function emailConfig(env: Env, siteOrigin: string): EmailConfig {
  if (!isEmailConfigured(env)) {
    return {
      publicKey: LOCAL_OUTBOX_ID,
      serviceId: LOCAL_OUTBOX_ID,
      templateId: LOCAL_OUTBOX_ID,
      origin: siteOrigin,
    };
  }
  return {
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? "",
    serviceId: env.VITE_EMAILJS_SERVICE_ID ?? "",
    templateId: env.VITE_EMAILJS_TEMPLATE_ID ?? "",
    origin: env.VITE_EMAILJS_ORIGIN || "https://api.emailjs.com",
  };
}
