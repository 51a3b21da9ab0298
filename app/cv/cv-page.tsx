import { Fragment } from "react";
import { useWords } from "~/i18n/use-words";
import { siteUrl } from "~/seo";
import { ExternalLink } from "~/ui/external-link";
import { pageHref } from "~/ui/page-href";
import {
  type CvContact,
  type CvEntry,
  type CvSection,
  type CvText,
  cvDocumentIn,
} from "./cv-document";

// /cv: the CV as a page of the site, in its design, and printed on the paper of its language
// (cv-page.css). The PDF and JSON Resume beside it say the same (cv-document.ts).

/** A text in an element of its own language, where that is not the page's. */
function Said({
  text,
  as: Element = "span",
  className,
}: {
  text: CvText;
  as?: "span" | "p" | "h3";
  className?: string;
}) {
  return (
    <Element className={className} lang={text.lang}>
      {text.text}
    </Element>
  );
}

/** tel: and mailto: hand over to the phone or mail app; only a web page opens in a new tab. */
function ContactLink({ contact }: { contact: CvContact }) {
  const web = /^https:/.test(contact.href);
  const own = contact.href.startsWith(siteUrl);
  const text = <span className="cv__address">{contact.text}</span>;
  return (
    <li className="cv__contact">
      <span className="cv__label" lang={contact.label.lang}>
        {contact.label.text}
      </span>{" "}
      {web && !own ? (
        <ExternalLink href={contact.href}>{text}</ExternalLink>
      ) : (
        <a href={contact.href}>{text}</a>
      )}
    </li>
  );
}

function Entry({ entry }: { entry: CvEntry }) {
  return (
    <li className="cv-entry">
      <Said as="h3" text={entry.title} />
      <p className="cv-entry__details">
        {entry.details.map((detail, index) => (
          // The details are fixed for a build, and two may read alike.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={index}>
            {/* A separator stays at the end of the line before, never starts a line. */}
            {index > 0 && "\u00a0· "}
            <span lang={detail.lang}>
              {detail.href ? (
                <ExternalLink href={detail.href}>{detail.text}</ExternalLink>
              ) : (
                detail.text
              )}
            </span>
          </Fragment>
        ))}
      </p>
      {entry.lines.length > 0 && (
        <ul className="cv-entry__lines">
          {entry.lines.map((line, index) => (
            // A job's lines are fixed for a build; two may read alike.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} lang={line.lang}>
              {line.text}
            </li>
          ))}
        </ul>
      )}
      {entry.links.length > 0 && (
        <p className="cv-entry__links">
          {entry.links.map((link) => (
            <ExternalLink key={link.href} href={link.href}>
              <span lang={link.label.lang}>{link.label.text}</span>
              <span className="sr-only" lang={entry.title.lang}>
                : {entry.title.text}
              </span>
            </ExternalLink>
          ))}
        </p>
      )}
    </li>
  );
}

function SectionBody({ section }: { section: CvSection }) {
  switch (section.kind) {
    case "tags":
      return (
        <ul className="chips">
          {section.tags.map((tag) => (
            <li key={tag.text} className="chip">
              {tag.text}
            </li>
          ))}
        </ul>
      );
    case "terms":
      return (
        <ul className="cv__terms">
          {section.terms.map(({ term, detail }) => (
            <li key={term.text}>
              <Said text={term} />
              {detail && (
                <>
                  {" "}
                  <span className="cv__term-detail" lang={detail.lang}>
                    {detail.text}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      );
    case "entries":
      return (
        <ul className="cv__entries">
          {section.entries.map((entry) => (
            <Entry key={entry.key} entry={entry} />
          ))}
        </ul>
      );
  }
}

export function CvPage() {
  const words = useWords();
  const cv = cvDocumentIn(words.language, siteUrl);
  return (
    <article className="page cv" data-paper={cv.paper} data-pagefind-body="">
      <header className="cv__header">
        <h1 className="cv__name">{cv.name}</h1>
        <Said as="p" className="cv__position" text={cv.position} />
        <ul className="cv__contacts" aria-label={words.text("contactDetails")}>
          {cv.contacts.map((contact) => (
            <ContactLink key={contact.href} contact={contact} />
          ))}
        </ul>
        {/* Names of formats, the same in every language. */}
        <p className="cv__files" data-pagefind-ignore="">
          <ExternalLink href={pageHref(cv.files.pdf)} className="button button--primary">
            PDF
          </ExternalLink>
          <a href={pageHref(cv.files.json)} className="button" type="application/json">
            JSON Resume
          </a>
        </p>
      </header>
      <div className="cv__summary">
        {cv.summary.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner's lines, fixed for a build
          <Said key={index} as="p" text={line} />
        ))}
      </div>
      {cv.sections.map((section) => (
        <section key={section.id} className="cv__section" aria-labelledby={`cv-${section.id}`}>
          <h2 id={`cv-${section.id}`} lang={section.heading.lang}>
            {section.heading.text}
          </h2>
          <SectionBody section={section} />
        </section>
      ))}
    </article>
  );
}
