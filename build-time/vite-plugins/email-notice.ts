// One line, once per build, so an owner knows where the contact form will send.
import { loadEnv, type Plugin } from "vite";
import { isEmailConfigured } from "../../app/contact/config.ts";

export function emailNotice(mode: string): Plugin {
  return {
    name: "portfolio:email-notice",
    apply: "build",
    buildStart() {
      if (this.environment?.name !== "client") return;
      if (isEmailConfigured(loadEnv(mode, process.cwd(), "VITE_EMAILJS_"))) return;
      this.warn(
        "No EmailJS keys set: the contact form posts to this site's own /api/v1.0/email/send, " +
          "which only `npm start` and `npm run dev` answer. See docs/email.md.",
      );
    },
  };
}
