import { contentIn } from "#core/local-content.ts";
import { useWords } from "~/i18n/use-words";
import { EntryName, EntryText } from "~/ui/entry-text";
import { ExternalLink } from "~/ui/external-link";
import { FaArrowUpRightFromSquare } from "~/ui/icons/icon-data";
import { SvgIcon } from "~/ui/icons/svg-icon";

export function CoursesPage() {
  const words = useWords();
  return (
    <div className="page">
      <h1 className="page-title">{words.say("courses")}</h1>
      <ul className="course-list">
        {contentIn(words.language).courses.map((course) => (
          <li key={course.href} className="card course">
            <EntryText as="h2" className="course__position" entry={course} field="position" />
            <EntryText as="p" className="course__title" entry={course} field="title" />
            <EntryText as="p" className="course__school" entry={course} field="school" />
            <EntryText as="p" className="course__period" entry={course} field="period" />
            <ExternalLink href={course.href} className="course__link">
              <span lang={words.langOf("certificate")}>{words.text("certificate")}</span>
              <EntryName entry={course} />
              <SvgIcon icon={FaArrowUpRightFromSquare} aria-hidden="true" focusable="false" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
