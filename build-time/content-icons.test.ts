import { describe, expect, it } from "vitest";
import { profile } from "#content/profile.ts";
import { iconModule, messengerIconSources, socialIconSources } from "./content-icons.ts";

describe("content icons", () => {
  it("imports only the icons of the networks named, each once", () => {
    const source = iconModule(["github", "upwork", "github"], ["telegram"]);
    expect(source).toContain('import { FaGithub, FaTelegram } from "react-icons/fa6";');
    expect(source).toContain('import { SiUpwork } from "react-icons/si";');
    expect(source).toContain(
      'export const socialIcons = { "github": FaGithub, "upwork": SiUpwork };',
    );
    expect(source).toContain('export const messengerIcons = { "telegram": FaTelegram };');
    expect(source).not.toContain("FaLinkedinIn");
  });

  it("has an icon for every social network and messenger in the owner's profile", () => {
    for (const social of profile.socials) expect(socialIconSources[social.network]).toBeDefined();
    for (const contact of profile.contacts) {
      if (contact.kind === "messenger" && contact.network)
        expect(messengerIconSources[contact.network]).toBeDefined();
    }
  });
});
