import { Fragment } from "react";
import { contentIn } from "#core/local-content.ts";
import { CV_PDF_PATH } from "#core/page-paths.ts";
import type { Contact } from "#core/schema.ts";
import { useWords } from "~/i18n/use-words";
import { ExternalLink } from "~/ui/external-link";
import { imageUrl } from "~/ui/image-url";
import { pageHref } from "~/ui/page-href";
import { ContactIcon } from "./contact-icon";
import { wrapPoints } from "./wrap-points";

/** The text with a <wbr> wherever a line may break (wrap-points.ts). */
function Breakable({ text }: { text: string }) {
  return wrapPoints(text).map((piece, index) => (
    // The pieces are fixed for a given text, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

function ContactEntry({ contact }: { contact: Contact }) {
  const content = (
    <>
      <ContactIcon contact={contact} />
      <span className="contact-entry__text">
        <span className="contact-entry__title">{contact.title}</span>
        <span className="contact-entry__body">
          <Breakable text={contact.body} />
        </span>
      </span>
    </>
  );
  // tel: and mailto: hand over to the phone or mail app; only the messenger is a web page.
  return contact.kind === "messenger" ? (
    <ExternalLink href={contact.href} className="contact-entry">
      {content}
    </ExternalLink>
  ) : (
    <a href={contact.href} className="contact-entry">
      {content}
    </a>
  );
}

export function AboutPage() {
  const words = useWords();
  const { profile, profileLang } = contentIn(words.language);
  return (
    <div className="page about">
      <aside className="about__sidebar" aria-label={words.text("contactDetails")}>
        <img
          className="avatar"
          src={imageUrl(profile.avatar.file)}
          alt={profile.avatar.alt}
          lang={profileLang("avatar")}
          width={160}
          height={160}
          fetchPriority="high"
        />
        <ul className="contact-list">
          {profile.contacts.map((contact) => (
            <li key={contact.href}>
              <ContactEntry contact={contact} />
            </li>
          ))}
        </ul>
      </aside>
      <div className="about__main">
        <h1 className="about__greeting">
          <span
            className="about__hi"
            lang={profile.greeting ? undefined : words.langOf("greeting")}
          >
            {profile.greeting ?? words.text("greeting")}{" "}
          </span>
          <span className="about__name">{profile.name}</span>
        </h1>
        <p className="about__position" lang={profileLang("position")}>
          {profile.position}
        </p>
        <ul className="chips" aria-label={words.text("technologies")}>
          {profile.technologies.map((tech) => (
            <li key={tech} className="chip">
              {tech}
            </li>
          ))}
        </ul>
        <div className="about__description" lang={profileLang("description")}>
          {profile.description.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        {/* The owner's own CV, else the one the build makes from this content (app/cv/). */}
        <ExternalLink
          href={profile.cv ?? pageHref(words.path(CV_PDF_PATH))}
          className="button button--primary"
        >
          {words.say("downloadCv")}
        </ExternalLink>
      </div>
    </div>
  );
}
