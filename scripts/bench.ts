// `npm run bench`: serves the production build (made just before by the npm script) and prints
// the particle background's frame cost beside tsParticles'. Raw results go to .bench/ (git-
// ignored); a short summary goes to docs/performance.md, which the README quotes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { cpus, totalmem } from "node:os";
import { createSiteServer } from "../server/site-server.js";
import { launchChromium } from "./bench/browser.ts";
import { BASELINE_PATH, benchParticles, buildBaseline, particleTable } from "./bench/particles.ts";

const baselineFile = await buildBaseline();
const server = createSiteServer({
  routes: [
    {
      path: BASELINE_PATH,
      handler: (_req: unknown, res: import("node:http").ServerResponse) => {
        res.writeHead(200, { "Content-Type": "text/javascript" });
        res.end(readFileSync(baselineFile));
      },
    },
  ],
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();

try {
  console.log("Particle background: 3 runs of 6 s each per variant…");
  const particles = await benchParticles(browser, baseURL, baselineFile);
  const table = particleTable(particles);
  console.log(`\n${table}\n`);

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${browser.version()}`;
  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(".bench", { recursive: true });
  writeFileSync(".bench/results.json", JSON.stringify({ date, machine, particles }, null, 2));
  mkdirSync("docs", { recursive: true });
  writeFileSync(
    "docs/performance.md",
    `# Performance\n\nMeasured by \`npm run bench\` on ${date}, on ${machine}. Medians of 3 runs.\n\n${table}\n`,
  );
  console.log("Raw results: .bench/results.json · summary: docs/performance.md");
} finally {
  await browser.close();
  server.close();
}
