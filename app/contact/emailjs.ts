import { init, send } from "@emailjs/browser";
import { LOCAL_OUTBOX_ID } from "./config";
import type { SendEmail } from "./sender";

/** One message per 10 s from a browser: a double click or a bot loop cannot drain the quota. */
export const THROTTLE_MS = 10_000;

// blockHeadless stays off: it would refuse every headless browser, the tests' included. The rate
// limit (kept in localStorage by the SDK) guards the owner's EmailJS quota; the local outbox has
// none to guard, and tests send there one message after another.
export const sendWithEmailJS: SendEmail = (config, params) => {
  init({ publicKey: config.publicKey, origin: config.origin });
  const limitRate =
    config.publicKey === LOCAL_OUTBOX_ID ? {} : { id: "contact-form", throttle: THROTTLE_MS };
  return send(config.serviceId, config.templateId, params, { limitRate });
};
