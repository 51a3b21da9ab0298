import { socialIcons } from "virtual:content-icons";
import type { SocialLink } from "#core/schema.ts";
import { SvgIcon } from "~/ui/icons/svg-icon";

/** The network's icon; the build ships only those of the networks in the owner's profile. */
export function SocialIcon({ network }: { network: SocialLink["network"] }) {
  const icon = socialIcons[network];
  return icon ? <SvgIcon icon={icon} aria-hidden="true" focusable="false" /> : null;
}
