import { useWords } from "~/i18n/use-words";
import { ContactForm } from "./contact-form";

export function ContactPage() {
  const words = useWords();
  return (
    <div className="page contact">
      <h1 className="page-title">{words.say("contact")}</h1>
      <p className="lead">{words.say("contactLead")}</p>
      <ContactForm />
    </div>
  );
}
