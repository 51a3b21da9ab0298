import { socialIcons } from "virtual:content-icons";
import type { SocialLink } from "#core/schema.ts";

/** The network's icon; the build ships only those of the networks in the owner's profile. */
export function SocialIcon({ network }: { network: SocialLink["network"] }) {
  const Icon = socialIcons[network];
  return Icon ? <Icon aria-hidden="true" focusable="false" /> : null;
}
