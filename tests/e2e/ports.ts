// The ports the e2e servers listen on, apart from playwright.config.ts so that a spec can read
// them without loading the config (E2E_PORT gives each checkout its own).
import { existsSync } from "node:fs";
import { join } from "node:path";

export const port = Number(process.env.E2E_PORT ?? 4317);
/** Serves the second build, made under a base path (npm run build:base-path). */
export const basePathPort = port + 1;
/** Where npm run build:base-path writes that build (its BUILD_DIR in package.json). */
export const basePathBuild = "build-base";
/** Whether that build is there: the config serves it only then (`npm test` always makes it). */
export const basePathBuilt = () => existsSync(join(basePathBuild, "server-config.json"));
/** `npm run dev`, checked too: it is what an owner works in. */
export const devPort = port + 2;
