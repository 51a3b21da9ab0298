// The icons the owner's content names, and only those. Every social network and messenger the
// schema knows has an icon, but a lookup table of all of them put ~20 icon paths (about 4 KB of
// gzipped JavaScript) on every page, where an owner uses four or five. A build serves a module
// that imports just the owner's; the dev server serves the whole table, so a network added while
// it runs shows at once.
import type { Plugin } from "vite";
import { profile } from "../app/content/profile.ts";
import type { Profile } from "../app/content/schema.ts";

type Source = readonly [set: "fa6" | "si", name: string];

/** Every network the schema allows, with its icon in react-icons. */
export const socialIconSources = {
  linkedin: ["fa6", "FaLinkedinIn"],
  github: ["fa6", "FaGithub"],
  x: ["fa6", "FaXTwitter"],
  instagram: ["fa6", "FaInstagram"],
  facebook: ["fa6", "FaFacebookF"],
  mastodon: ["fa6", "FaMastodon"],
  bluesky: ["fa6", "FaBluesky"],
  youtube: ["fa6", "FaYoutube"],
  dribbble: ["fa6", "FaDribbble"],
  behance: ["fa6", "FaBehance"],
  upwork: ["si", "SiUpwork"],
  fiverr: ["si", "SiFiverr"],
  freelancer: ["si", "SiFreelancer"],
} as const satisfies Record<Profile["socials"][number]["network"], Source>;

type Messenger = NonNullable<
  Extract<Profile["contacts"][number], { kind: "messenger" }>["network"]
>;

/** Every messenger the schema allows, with its icon in react-icons. */
export const messengerIconSources = {
  telegram: ["fa6", "FaTelegram"],
  signal: ["fa6", "FaSignalMessenger"],
  whatsapp: ["fa6", "FaWhatsapp"],
  discord: ["fa6", "FaDiscord"],
  slack: ["fa6", "FaSlack"],
  skype: ["fa6", "FaSkype"],
  viber: ["fa6", "FaViber"],
  line: ["fa6", "FaLine"],
  wechat: ["fa6", "FaWeixin"],
  matrix: ["si", "SiMatrix"],
} as const satisfies Record<Messenger, Source>;

/** The module's source: `socialIcons` and `messengerIcons`, keyed by network. */
export function iconModule(
  social: readonly (keyof typeof socialIconSources)[],
  messenger: readonly (keyof typeof messengerIconSources)[],
): string {
  const imports = new Map<string, Set<string>>();
  const entries = (keys: readonly string[], sources: Record<string, Source>) =>
    [...new Set(keys)].map((key) => {
      const [set, name] = sources[key] as Source;
      imports.set(set, (imports.get(set) ?? new Set()).add(name));
      return `${JSON.stringify(key)}: ${name}`;
    });
  const socialEntries = entries(social, socialIconSources);
  const messengerEntries = entries(messenger, messengerIconSources);
  return [
    ...[...imports].map(
      ([set, names]) => `import { ${[...names].join(", ")} } from "react-icons/${set}";`,
    ),
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
