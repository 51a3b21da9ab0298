import type { IconType } from "react-icons";
import {
  FaDiscord,
  FaEnvelope,
  FaLine,
  FaPhone,
  FaSignalMessenger,
  FaSkype,
  FaSlack,
  FaTelegram,
  FaViber,
  FaWeixin,
  FaWhatsapp,
} from "react-icons/fa6";
import { FiMessageCircle } from "react-icons/fi";
import { SiMatrix } from "react-icons/si";
import type { Contact } from "~/content/schema";

type Messenger = NonNullable<Extract<Contact, { kind: "messenger" }>["network"]>;

const messengerIcons: Record<Messenger, IconType> = {
  telegram: FaTelegram,
  signal: FaSignalMessenger,
  whatsapp: FaWhatsapp,
  discord: FaDiscord,
  slack: FaSlack,
  skype: FaSkype,
  viber: FaViber,
  line: FaLine,
  wechat: FaWeixin,
  matrix: SiMatrix,
};

/** The icon for a contact entry: its messenger's own, or a chat bubble when none is named. */
export function ContactIcon({ contact }: { contact: Contact }) {
  const Icon =
    contact.kind === "phone"
      ? FaPhone
      : contact.kind === "email"
        ? FaEnvelope
        : contact.network
          ? messengerIcons[contact.network]
          : FiMessageCircle;
  return <Icon aria-hidden="true" focusable="false" />;
}
