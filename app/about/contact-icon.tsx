import { messengerIcons } from "virtual:content-icons";
import type { Contact } from "#core/schema.ts";
import { FaEnvelope, FaPhone, FiMessageCircle } from "~/ui/icons/icon-data";
import { SvgIcon } from "~/ui/icons/svg-icon";

/**
 * The icon for a contact entry: its messenger's own, or a chat bubble when none is named. The
 * build ships only the icons of the messengers in the owner's profile.
 */
export function ContactIcon({ contact }: { contact: Contact }) {
  const icon =
    contact.kind === "phone"
      ? FaPhone
      : contact.kind === "email"
        ? FaEnvelope
        : contact.network
          ? (messengerIcons[contact.network] ?? FiMessageCircle)
          : FiMessageCircle;
  return <SvgIcon icon={icon} aria-hidden="true" focusable="false" />;
}
