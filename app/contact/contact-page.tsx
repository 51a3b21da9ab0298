import { titles } from "~/site-routes";
import { ContactForm } from "./contact-form";

export function ContactPage() {
  return (
    <div className="page contact">
      <h1 className="page-title">{titles.contact}</h1>
      <p className="lead">Feedback, suggestions and new friends are always welcome.</p>
      <ContactForm />
    </div>
  );
}
