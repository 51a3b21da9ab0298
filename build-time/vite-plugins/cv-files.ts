// The CV's files beside its page, in every language: /cv.pdf and /resume.json (/de/cv.pdf,
// /de/resume.json…), written into the build, and made afresh on each request by `npm run dev`
// (build-time/cv/ makes them).
import type { Plugin } from "vite";
import { languages, localePath } from "#core/languages.ts";
import { CV_PDF_PATH, RESUME_PATH } from "#core/page-paths.ts";
import { cvFiles } from "../cv/cv-files.ts";

/** Writes the CV's files into the build, and serves them in `npm run dev`. */
export function cvFilesPlugin(): Plugin {
  const files = new Map(
    languages.flatMap((language) => [
      [localePath(language, CV_PDF_PATH), { language, type: "application/pdf" }],
      [localePath(language, RESUME_PATH), { language, type: "application/json" }],
    ]),
  );
  let made: ReturnType<typeof cvFiles> | undefined;
  return {
    name: "portfolio:cv-files",
    // Begun with the client bundle, whose bundler works on threads of its own meanwhile.
    buildStart() {
      if (this.environment?.name !== "client" || this.environment.mode !== "build") return;
      made = cvFiles();
      // Awaited in generateBundle; until then a failure must not end the process as unhandled.
      made.catch(() => {});
    },
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use(async (req, res, next) => {
        const path = `/${req.url?.split("?")[0]?.slice(base.length) ?? ""}`;
        const file = files.get(path);
        if (!file) return next();
        try {
          // Loaded afresh, so an edit to the content shows on the next request.
          const fresh = (await server.ssrLoadModule(
            "/build-time/cv/cv-files.ts",
          )) as typeof import("../cv/cv-files.ts");
          const body = path.endsWith(".pdf")
            ? await fresh.cvPdfIn(file.language)
            : fresh.resumeJsonIn(file.language);
          res.setHeader("Content-Type", file.type);
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      for (const file of await (made ?? cvFiles())) this.emitFile({ type: "asset", ...file });
      made = undefined;
    },
  };
}
