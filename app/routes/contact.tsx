import { ContactForm } from "~/contact/contact-form";
import { profile } from "~/content/profile";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta({
    title: "Contact Me",
    description: `Send ${profile.name} a message: feedback, suggestions and offers of work are welcome.`,
    path: "/contact",
  });

export default function Contact() {
  return (
    <div className="page contact">
      <h1 className="page-title">Contact Me</h1>
      <p className="lead">Feedback, suggestions and new friends are always welcome.</p>
      <ContactForm />
    </div>
  );
}
