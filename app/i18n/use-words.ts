import { useContext } from "react";
import { UNSAFE_LocationContext as LocationContext } from "react-router";
import { languageOfPath } from "#core/languages.ts";
import { type Words, wordsIn } from "./words";

/**
 * The words of the page being rendered: its language is in its address (/de/…). Outside a router
 * (a component rendered alone, in a test) the site's own.
 */
export function useWords(): Words {
  const pathname = useContext(LocationContext)?.location?.pathname ?? "/";
  return wordsIn(languageOfPath(pathname));
}
