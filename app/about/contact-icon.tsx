import { messengerIcons } from "virtual:content-icons";
import { FaEnvelope, FaPhone } from "react-icons/fa6";
import { FiMessageCircle } from "react-icons/fi";
import type { Contact } from "#core/schema.ts";

/**
 * The icon for a contact entry: its messenger's own, or a chat bubble when none is named. The
 * build ships only the icons of the messengers in the owner's profile.
 */
export function ContactIcon({ contact }: { contact: Contact }) {
  const Icon =
    contact.kind === "phone"
      ? FaPhone
      : contact.kind === "email"
        ? FaEnvelope
        : contact.network
          ? (messengerIcons[contact.network] ?? FiMessageCircle)
          : FiMessageCircle;
  return <Icon aria-hidden="true" focusable="false" />;
}
