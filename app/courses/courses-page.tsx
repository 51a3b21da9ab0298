import { FaArrowUpRightFromSquare } from "react-icons/fa6";
import { contentIn } from "#core/local-content.ts";
import { useWords } from "~/i18n/use-words";
import { ExternalLink } from "~/ui/external-link";

export function CoursesPage() {
  const words = useWords();
  return (
    <div className="page">
      <h1 className="page-title">{words.say("courses")}</h1>
      <ul className="course-list">
        {contentIn(words.language).courses.map((course) => (
          <li key={course.href} className="card course">
            <h2 className="course__position" lang={course.lang}>
              {course.position}
            </h2>
            <p className="course__title" lang={course.lang}>
              {course.title}
            </p>
            <p className="course__school" lang={course.lang}>
              {course.school}
            </p>
            <p className="course__period" lang={course.lang}>
              {course.period}
            </p>
            <ExternalLink href={course.href} className="course__link">
              <span lang={words.langOf("certificate")}>{words.text("certificate")}</span>
              <span className="sr-only" lang={course.lang}>
                : {course.title}
              </span>
              <FaArrowUpRightFromSquare aria-hidden="true" focusable="false" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
