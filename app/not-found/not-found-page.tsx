import { Link } from "react-router";
import { titles } from "~/site-routes";

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{titles.notFound}</h1>
      <p>The page you are looking for does not exist.</p>
      <p>Please check the URL and try again.</p>
      <p>If the problem persists, please contact me.</p>
      <Link to="/" className="button">
        Back to homepage
      </Link>
    </div>
  );
}
