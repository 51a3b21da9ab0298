// A bad content entry or a missing image stops the build with a message that names the entry
// and the field. In `npm run dev` the same message shows in the browser, in Vite's error
// overlay, on every page until the content is fixed, and on open pages as soon as a content
// file is saved.
import type { Plugin } from "vite";
import { checkContent } from "#core/content-check.ts";
import { contentFolder, contentPath } from "#core/content-dir.ts";
import { languages } from "#core/languages.ts";
import { postsOf, readWriteUps } from "#core/published.ts";
import { ContentError } from "#core/schema.ts";
import { checkOwnerLook } from "../owner-look.ts";

/** Everything the content check reads besides the schema's fields: every language's posts
 * (drafts too: a draft with a broken date fails now, not on the day it is published), the
 * write-ups, and the owner's accent against the template's colours. */
function checkTheRest(checkLook: () => void = () => checkOwnerLook()) {
  for (const language of languages) postsOf(language, { drafts: true });
  readWriteUps();
  checkLook();
}

export function contentCheck(): Plugin {
  return {
    name: "portfolio:content-check",
    // Before anything is bundled: the message alone, with no bundler's stack trace under it.
    config(_config, { command }) {
      if (command !== "build") return;
      try {
        checkContent();
        checkTheRest();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        console.error(`\n${error.message}\n\nFix it in ${contentFolder}/ and build again.\n`);
        process.exit(1);
      }
    },
    configureServer(server) {
      // Loaded through Vite, so it sees the content as it is on disk now.
      const problems = async () => {
        try {
          const fresh = await server.ssrLoadModule("/core/content-check.ts");
          fresh.checkContent();
          // The accent as site.ts has it now, checked against tokens.css as it is now.
          const look = await server.ssrLoadModule("/build-time/owner-look.ts");
          checkTheRest(() => look.checkOwnerLook());
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      };
      server.watcher.on("change", async (file) => {
        if (!file.startsWith(contentPath())) return;
        const message = await problems();
        // Fixed: reload, so a page that showed the problem shows the site again.
        if (message) server.hot.send({ type: "error", err: { message, stack: "" } });
        else server.hot.send({ type: "full-reload" });
      });
      server.middlewares.use(async (req, res, next) => {
        if (!req.headers.accept?.includes("text/html")) return next();
        const message = await problems();
        if (!message) return next();
        server.config.logger.error(message);
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(contentErrorPage(message, server.config.base));
      });
    },
  };
}

/** A page that opens Vite's own error overlay with the content problem, and says it without. */
export function contentErrorPage(message: string, base: string): string {
  const text = message.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content error</title>
<script type="module">
import { ErrorOverlay } from ${JSON.stringify(`${base}@vite/client`)};
document.body.append(new ErrorOverlay({ message: ${JSON.stringify(message).replace(/</g, "\\u003c")}, stack: "" }));
</script></head><body><h1>Content error</h1><pre>${text}</pre>
<p>Fix the file in ${contentFolder}/ and save: this page reloads.</p></body></html>`;
}
