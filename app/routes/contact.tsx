import { ContactPage } from "~/contact/contact-page";
import { profile } from "~/content/profile";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta({
    title: "Contact Me",
    description: `Send ${profile.name} a message: feedback, suggestions and offers of work are welcome.`,
    path: "/contact",
  });

export default function Contact() {
  return <ContactPage />;
}
