// The icons the owner's content names, and only those. Every social network and messenger the
// schema knows has an icon, but a lookup table of all of them would put every icon's path on
// every page, where an owner uses four or five. A build serves a module that imports just the
// owner's; the dev server serves the whole table, so a network added while it runs shows at once.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { profile } from "#content/profile.ts";
import type { Profile } from "#core/schema.ts";

/**
 * An icon's name in app/ui/icons/icon-data.ts, as react-icons names it (`npm run icons` reads
 * them from there): Font Awesome 6's start with Fa, Simple Icons' with Si.
 */
type IconName = `Fa${string}` | `Si${string}`;

/** Where the icons' drawings are, as Vite imports it on any system. */
const iconData = fileURLToPath(new URL("../app/ui/icons/icon-data.ts", import.meta.url)).replaceAll(
  "\\",
  "/",
);

/** Every network the schema allows, with its icon. */
export const socialIconSources = {
  linkedin: "FaLinkedinIn",
  github: "FaGithub",
  x: "FaXTwitter",
  instagram: "FaInstagram",
  facebook: "FaFacebookF",
  mastodon: "FaMastodon",
  bluesky: "FaBluesky",
  youtube: "FaYoutube",
  dribbble: "FaDribbble",
  behance: "FaBehance",
  upwork: "SiUpwork",
  fiverr: "SiFiverr",
  freelancer: "SiFreelancer",
} as const satisfies Record<Profile["socials"][number]["network"], IconName>;

type Messenger = NonNullable<
  Extract<Profile["contacts"][number], { kind: "messenger" }>["network"]
>;

/** Every messenger the schema allows, with its icon. */
export const messengerIconSources = {
  telegram: "FaTelegram",
  signal: "FaSignalMessenger",
  whatsapp: "FaWhatsapp",
  discord: "FaDiscord",
  slack: "FaSlack",
  skype: "FaSkype",
  viber: "FaViber",
  line: "FaLine",
  wechat: "FaWeixin",
  matrix: "SiMatrix",
} as const satisfies Record<Messenger, IconName>;

/** The module's source: `socialIcons` and `messengerIcons`, keyed by network. */
export function iconModule(
  social: readonly (keyof typeof socialIconSources)[],
  messenger: readonly (keyof typeof messengerIconSources)[],
): string {
  const names = new Set<IconName>();
  const entries = (keys: readonly string[], sources: Record<string, IconName>) =>
    [...new Set(keys)].map((key) => {
      const name = sources[key] as IconName;
      names.add(name);
      return `${JSON.stringify(key)}: ${name}`;
    });
  const socialEntries = entries(social, socialIconSources);
  const messengerEntries = entries(messenger, messengerIconSources);
  return [
    ...(names.size > 0
      ? [`import { ${[...names].join(", ")} } from ${JSON.stringify(iconData)};`]
      : []),
    `export const socialIcons = { ${socialEntries.join(", ")} };`,
    `export const messengerIcons = { ${messengerEntries.join(", ")} };`,
  ].join("\n");
}

const ID = "virtual:content-icons";
const RESOLVED = `\0${ID}`;

export function contentIcons(): Plugin {
  let build = false;
  return {
    name: "portfolio:content-icons",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const all = {
        social: Object.keys(socialIconSources) as (keyof typeof socialIconSources)[],
        messenger: Object.keys(messengerIconSources) as (keyof typeof messengerIconSources)[],
      };
      if (!build) return iconModule(all.social, all.messenger);
      return iconModule(
        profile.socials.map((social) => social.network),
        profile.contacts.flatMap((contact) =>
          contact.kind === "messenger" && contact.network ? [contact.network] : [],
        ),
      );
    },
  };
}
