// @vitest-environment node
// `npm run new-site` in a folder of its own: the starter it writes passes the content check as
// it is, with its project's screenshots drawn at each device's size, and a started site is
// never written over.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkContent } from "#core/content-check.ts";
import { CONTENT_MODULES, DEMO_DIR, OPTIONAL_MODULES, OWNER_DIR } from "#core/content-source.js";
import { devices } from "#core/devices.ts";
import type { Project } from "#core/schema.ts";
import { deviceProfiles } from "../screenshots/capture.ts";
import { NewSiteRefusal, STARTER_DIR, writeNewSite } from "./new-site-content.ts";

let browser: Browser;
beforeAll(async () => {
  // Started once by scripts/lib/shared-chromium.ts, before any test file.
  browser = await chromium.connect(inject("chromiumEndpoint"));
});
afterAll(() => browser?.close());

const noBrowser = () => Promise.reject(new Error("no browser should be needed"));

/** Every file under a folder, relative to it, sorted. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

/** The content modules of a folder, loaded as the build loads them (an optional one it has). */
async function contentOf(dir: string) {
  const names = [
    ...CONTENT_MODULES,
    ...Object.keys(OPTIONAL_MODULES).filter((name) => existsSync(join(dir, `${name}.ts`))),
  ];
  const modules = await Promise.all(
    names.map((name) => import(pathToFileURL(join(dir, `${name}.ts`)).href)),
  );
  return Object.assign({}, ...modules);
}

describe("from the starter", () => {
  const root = mkdtempSync(join(tmpdir(), "new-site-"));
  const content = join(root, OWNER_DIR);
  let drawn: string[] = [];

  beforeAll(async () => {
    drawn = await writeNewSite({ root, from: resolve(STARTER_DIR), browser: async () => browser });
    // Three pages drawn: the cap capture.test.ts gives its shots, for a busy machine.
  }, 60_000);

  it("writes a content folder that passes the content check as it is", async () => {
    const checked = checkContent(await contentOf(content), join(content, "images"));
    expect(checked.projects.length).toBeGreaterThan(0);
  });

  it("draws each project's screenshot at the width of its device", async () => {
    const { projects }: { projects: Project[] } = await contentOf(content);
    const expected = projects.flatMap((project) =>
      devices.map((device) => join("images", "projects", device, project[device])),
    );
    expect(drawn.sort()).toEqual([...new Set(expected)].sort());
    for (const project of projects)
      for (const device of devices) {
        const file = join(content, "images", "projects", device, project[device]);
        const { format, width } = await sharp(file).metadata();
        expect([file, format, width]).toEqual([
          file,
          "png",
          deviceProfiles[device].viewport?.width,
        ]);
      }
  });

  it("copies the starter's own files beside the screenshots", () => {
    const written = filesIn(content).filter((file) => !drawn.includes(file));
    expect(written).toEqual(filesIn(resolve(STARTER_DIR)));
  });

  it("refuses a second time and leaves the folder as it is", async () => {
    const before = filesIn(content);
    await expect(
      writeNewSite({ root, from: resolve(STARTER_DIR), browser: noBrowser }),
    ).rejects.toThrow(NewSiteRefusal);
    expect(filesIn(content)).toEqual(before);
  });
});

it("starts from a copy of the demo, which has its screenshots, with no browser", async () => {
  const root = mkdtempSync(join(tmpdir(), "new-site-demo-"));
  expect(await writeNewSite({ root, from: resolve(DEMO_DIR), browser: noBrowser })).toEqual([]);
  expect(filesIn(join(root, OWNER_DIR))).toEqual(filesIn(resolve(DEMO_DIR)));
});

it("refuses where content/ exists, even empty, and writes nothing", async () => {
  const root = mkdtempSync(join(tmpdir(), "new-site-started-"));
  mkdirSync(join(root, OWNER_DIR));
  writeFileSync(join(root, "package.json"), "{}");
  await expect(
    writeNewSite({ root, from: resolve(STARTER_DIR), browser: noBrowser }),
  ).rejects.toThrow(`${OWNER_DIR}/ already exists`);
  expect(filesIn(root)).toEqual(["package.json"]);
});
