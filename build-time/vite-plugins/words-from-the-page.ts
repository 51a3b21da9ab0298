// The browser's bundle reads the site's translations from the page (app/i18n/page-translation.ts)
// rather than carrying every language's words: the owner's languages.ts (#content/languages.ts)
// becomes app/i18n/translations.client.ts there. The prerender and the tests read the real one.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

export function wordsFromThePage(): Plugin {
  const registry = fileURLToPath(new URL("../../.content/languages.ts", import.meta.url));
  const fromPage = fileURLToPath(new URL("../../app/i18n/translations.client.ts", import.meta.url));
  return {
    name: "portfolio:words-from-the-page",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment?.name !== "client" || !source.includes("languages")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === registry ? fromPage : null;
    },
  };
}
