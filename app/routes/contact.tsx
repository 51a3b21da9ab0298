import { ContactPage } from "~/contact/contact-page";
import { routeMeta } from "~/seo";

export const meta = routeMeta;

export default function Contact() {
  return <ContactPage />;
}
