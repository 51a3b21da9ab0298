// Vitest's global setup for `npm run test:engines`: the browsers' drivers are this folder's own
// package (package.json), installed before the checks import them, on the first run and again
// when its lockfile changes. An owner's `npm install` leaves them out.
import { installFolder } from "../../scripts/lib/install-on-demand.ts";

export function setup(): void {
  installFolder("tests/engines");
}
