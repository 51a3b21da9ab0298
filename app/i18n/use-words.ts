import { createContext, useContext } from "react";
import { defaultLanguage } from "#core/languages.ts";
import { type Words, wordsIn } from "./words";

/**
 * The words of the page being rendered: the document (app/root.tsx) finds its page once and
 * passes them down. A component rendered alone, in a test, has the site's own.
 */
export const PageWords = createContext<Words>(wordsIn(defaultLanguage));

export const useWords = (): Words => useContext(PageWords);
