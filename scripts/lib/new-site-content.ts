// What `npm run new-site` writes: the owner's content/ folder, copied from the starter (or the
// demo), with the starter project's screenshots drawn from its mockup so that the template ships
// no placeholder pictures. All of it is made in a folder of its own and copied into place last,
// so a failure on the way leaves no half-made content/ for the build to pick up.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "@playwright/test";
import { OWNER_DIR } from "#core/content-source.js";
import { devices } from "#core/devices.ts";
import type { Project } from "#core/schema.ts";

export const STARTER_DIR = "examples/starter";

/** A state the command will not act on, said in one line; nothing has been written. */
export class NewSiteRefusal extends Error {}

export function refuseIfStarted(root: string) {
  if (existsSync(join(root, OWNER_DIR)))
    throw new NewSiteRefusal(
      `${OWNER_DIR}/ already exists, so the site is started: edit it, or move it away to start again.`,
    );
}

/** The files an owner edits first, with what each holds. */
export const firstEdits = [
  ["profile.ts", "your name, position, contacts and links"],
  ["site.ts", "your site's address"],
  ["images/", "your photo (then avatar.file in profile.ts)"],
  ["courses.ts", "your courses"],
  ["projects.ts", "your projects (then npm run screenshots)"],
  ["cv.ts", "your jobs and languages, for your CV (optional)"],
] as const;

export type NewSiteOptions = {
  /** The project's root: content/ is written there. */
  root: string;
  /** The folder to start from: the starter, or the demo. */
  from: string;
  /** A browser for the screenshots the folder lacks; asked for only when some are missing. */
  browser: () => Promise<Browser>;
};

/** Writes content/ from `from`; returns the screenshot files it drew, relative to content/. */
export async function writeNewSite({ root, from, browser }: NewSiteOptions): Promise<string[]> {
  refuseIfStarted(root);
  const target = join(root, OWNER_DIR);
  const staging = mkdtempSync(join(tmpdir(), "new-site-"));
  let placing = false;
  try {
    cpSync(from, staging, { recursive: true });
    const shot = (project: Project, device: (typeof devices)[number]) =>
      join("images", "projects", device, project[device]);
    const { projects }: { projects: Project[] } = await import(
      pathToFileURL(join(staging, "projects.ts")).href
    );
    const unshot = projects.filter((project) =>
      devices.some((device) => !existsSync(join(staging, shot(project, device)))),
    );
    if (unshot.length) {
      // Loaded only here: the demo has its screenshots, and a refusal answers at once.
      const { drawMockupShots } = await import("../screenshots/mockup-shots.ts");
      const imagesDir = join(staging, "images");
      const without = await drawMockupShots(await browser(), unshot, { imagesDir });
      if (without.length)
        throw new Error(
          `No mockup in scripts/screenshots/mockups.yaml for ${without.join(", ")} (${from}/projects.ts)`,
        );
    }
    placing = true;
    cpSync(staging, target, { recursive: true, errorOnExist: true, force: false });
    return [
      ...new Set(unshot.flatMap((project) => devices.map((device) => shot(project, device)))),
    ];
  } catch (error) {
    // A copy into place that failed midway would leave a content/ the build then reads.
    if (placing) rmSync(target, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
