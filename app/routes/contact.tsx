import { ContactPage } from "~/contact/contact-page";
import { pageLanguage, pageMeta } from "~/seo";
import type { Route } from "./+types/contact";

export const meta = (args: Route.MetaArgs) => {
  const { language, words, describe } = pageLanguage(args);
  return pageMeta({
    language,
    title: words.text("contact"),
    description: describe("contactDescription"),
    path: "/contact",
  });
};

export default function Contact() {
  return <ContactPage />;
}
