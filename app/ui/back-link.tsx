import { Link } from "react-router";
import { useWords } from "~/i18n/use-words";
import type { TextKey } from "~/i18n/words";

/** The way back from a post or a write-up to the list it is in, in the page's language; the
 * arrow points the way the page reads (shared.css). */
export function BackLink({ to, label }: { to: string; label: TextKey }) {
  const words = useWords();
  return (
    <p className="post__back" data-pagefind-ignore="">
      <Link to={words.path(to)}>
        <span className="back-arrow" aria-hidden="true">
          ←
        </span>
        {words.say(label)}
      </Link>
    </p>
  );
}
