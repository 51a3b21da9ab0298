import { ContactPage } from "~/contact/contact-page";
import { profile } from "~/content/profile";
import { pageMeta } from "~/seo";
import { titles } from "~/site-routes";

export const meta = () =>
  pageMeta({
    title: titles.contact,
    description: `Send ${profile.name} a message: feedback, suggestions and offers of work are welcome.`,
    path: "/contact",
  });

export default function Contact() {
  return <ContactPage />;
}
