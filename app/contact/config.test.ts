import { describe, expect, it } from "vitest";
import { emailConfig, isEmailConfigured, LOCAL_OUTBOX_ID } from "./config";

describe("emailConfig", () => {
  it("points at the site's own outbox when no key is set", () => {
    expect(isEmailConfigured({})).toBe(false);
    expect(emailConfig({}, "http://localhost:4173")).toEqual({
      publicKey: LOCAL_OUTBOX_ID,
      serviceId: LOCAL_OUTBOX_ID,
      templateId: LOCAL_OUTBOX_ID,
      origin: "http://localhost:4173",
    });
  });

  it("uses EmailJS with the owner's keys", () => {
    const env = {
      VITE_EMAILJS_PUBLIC_KEY: "pk",
      VITE_EMAILJS_SERVICE_ID: "svc",
      VITE_EMAILJS_TEMPLATE_ID: "tpl",
    };
    expect(emailConfig(env, "https://me.example")).toEqual({
      publicKey: "pk",
      serviceId: "svc",
      templateId: "tpl",
      origin: "https://api.emailjs.com",
    });
    expect(emailConfig({ ...env, VITE_EMAILJS_ORIGIN: "https://eu.example" }, "").origin).toBe(
      "https://eu.example",
    );
  });

  it("passes a half-configured set on, so the SDK's own error shows as a failure", () => {
    expect(emailConfig({ VITE_EMAILJS_PUBLIC_KEY: "pk" }, "").serviceId).toBe("");
  });
});
