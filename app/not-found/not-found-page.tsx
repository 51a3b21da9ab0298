import { useWords } from "~/i18n/use-words";
import { pageHref } from "~/ui/page-href";

export function NotFoundPage() {
  const words = useWords();
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{words.say("notFound")}</h1>
      <p>{words.say("notFoundText")}</p>
      <p>{words.say("checkUrl")}</p>
      <p>{words.say("contactIfPersists")}</p>
      <a href={pageHref(words.path("/"))} className="button" lang={words.langOf("backHome")}>
        {words.text("backHome")}
      </a>
    </div>
  );
}
