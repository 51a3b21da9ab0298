import { describe, expect, it } from "vitest";
import { profile } from "#content/profile.ts";
import { messengers, socialNetworks } from "#core/schema.ts";
import * as iconData from "../app/ui/icons/icon-data.ts";
import type { IconData } from "../app/ui/icons/svg-icon.tsx";
import { iconModule, messengerIconSources, socialIconSources } from "./content-icons.ts";

describe("content icons", () => {
  it("imports only the icons of the networks named, each once", () => {
    const source = iconModule(["github", "upwork", "github"], ["telegram"]);
    expect(source).toMatch(
      /^import { FaGithub, SiUpwork, FaTelegram } from ".*\/app\/ui\/icons\/icon-data\.ts";$/m,
    );
    expect(source).toContain(
      'export const socialIcons = { "github": FaGithub, "upwork": SiUpwork };',
    );
    expect(source).toContain('export const messengerIcons = { "telegram": FaTelegram };');
    expect(source).not.toContain("FaLinkedinIn");
  });

  it("imports nothing when the profile names no network", () => {
    expect(iconModule([], [])).toBe(
      "export const socialIcons = {  };\nexport const messengerIcons = {  };",
    );
  });

  it("has a drawing for every social network and messenger the schema allows", () => {
    const drawings: Record<string, IconData | undefined> = iconData;
    const names = [
      ...socialNetworks.map((network) => socialIconSources[network]),
      ...messengers.map((messenger) => messengerIconSources[messenger]),
    ];
    for (const name of names) {
      expect(drawings[name]?.attr.viewBox, name).toMatch(/^0 0 \d+ \d+$/);
      expect(drawings[name]?.child.length, name).toBeGreaterThan(0);
    }
  });

  it("has an icon for every social network and messenger in the owner's profile", () => {
    for (const social of profile.socials) expect(socialIconSources[social.network]).toBeDefined();
    for (const contact of profile.contacts) {
      if (contact.kind === "messenger" && contact.network)
        expect(messengerIconSources[contact.network]).toBeDefined();
    }
  });
});
