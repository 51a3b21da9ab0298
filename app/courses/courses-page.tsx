import { FaArrowUpRightFromSquare } from "react-icons/fa6";
import { courses } from "~/content/courses";
import { titles } from "~/site-routes";
import { ExternalLink } from "~/ui/external-link";

export function CoursesPage() {
  return (
    <div className="page">
      <h1 className="page-title">{titles.courses}</h1>
      <ul className="course-list">
        {courses.map((course) => (
          <li key={course.href} className="card course">
            <h2 className="course__position">{course.position}</h2>
            <p className="course__title">{course.title}</p>
            <p className="course__school">{course.school}</p>
            <p className="course__period">{course.period}</p>
            <ExternalLink href={course.href} className="course__link">
              Certificate
              <span className="sr-only">: {course.title}</span>
              <FaArrowUpRightFromSquare aria-hidden="true" focusable="false" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
