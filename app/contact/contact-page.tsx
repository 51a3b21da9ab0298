import { ContactForm } from "./contact-form";

export function ContactPage() {
  return (
    <div className="page contact">
      <h1 className="page-title">Contact Me</h1>
      <p className="lead">Feedback, suggestions and new friends are always welcome.</p>
      <ContactForm />
    </div>
  );
}
