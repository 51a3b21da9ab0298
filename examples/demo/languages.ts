import { de } from "./de/translation.ts";

// The site's languages besides its own (app/content/site.ts → language): each one a folder
// beside this file with its translation.ts, and its posts/ and write-ups/ if it has any. Adding a
// language is its folder and a line here; removing one, the reverse. The menu then shows a
// switcher, and every page is built again under /<code>/.
export const translations = [de];
