import { init, send } from "@emailjs/browser";
import type { SendEmail } from "./sender";

// blockHeadless stays off: it would refuse every headless browser, the tests' included.
// limitRate is not used: without a storageProvider it silently does nothing.
export const sendWithEmailJS: SendEmail = (config, params) => {
  init({ publicKey: config.publicKey, origin: config.origin });
  return send(config.serviceId, config.templateId, params);
};
