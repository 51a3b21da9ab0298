import { FaEnvelope, FaPhone, FaTelegram } from "react-icons/fa6";
import type { Contact } from "~/content/schema";

const icons = { phone: FaPhone, email: FaEnvelope, messenger: FaTelegram } as const;

export function ContactIcon({ kind }: { kind: Contact["kind"] }) {
  const Icon = icons[kind];
  return <Icon aria-hidden="true" focusable="false" />;
}
