// A short, bounded load on `npm start`'s server, on this machine's loopback only: static pages at
// 50 connections for a few seconds, then 300 contact messages at once, read back from the file.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { OUTBOX_PATH } from "../../server/outbox.js";
import { freePort } from "../lib/free-port.ts";
import { until } from "../lib/until.ts";

export type ServerLoad = {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};
export type OutboxLoad = { sent: number; ok: number; intact: number; seconds: number };

const SECONDS = 5;
const CONNECTIONS = 50;
const MESSAGES = 300;
const MESSAGE_CHARS = 50_000;

export async function benchServer(
  buildDir = "build",
): Promise<{ load: ServerLoad[]; outbox: OutboxLoad }> {
  const config = JSON.parse(readFileSync(join(buildDir, "server-config.json"), "utf8"));
  const dir = mkdtempSync(join(tmpdir(), "bench-outbox-"));
  // `npm run serve` itself, in a process of its own, so the load generator does not share it.
  const port = await freePort();
  const server = spawn(process.execPath, ["server/serve.js"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir, OUTBOX_DIR: dir },
    stdio: "ignore",
  });
  const origin = `http://localhost:${port}`;
  try {
    await until("the server to answer", () => fetch(origin).then((res) => res.ok), Boolean);
    const css = readFileSync(join(buildDir, "client", "index.html"), "utf8").match(
      /\/assets\/[\w.-]+\.css/,
    )?.[0];
    const load: ServerLoad[] = [];
    for (const path of [config.base, css ?? "/"]) {
      const result = await autocannon({
        url: origin + path,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { "accept-encoding": "gzip" },
      });
      load.push({
        path,
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }

    const started = performance.now();
    const messages = Array.from({ length: MESSAGES }, (_, i) =>
      `${i}:`.padEnd(MESSAGE_CHARS, "ab😀\n"[i % 4]),
    );
    const answers = await Promise.all(
      messages.map((message) =>
        fetch(origin + OUTBOX_PATH, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            user_id: "pk",
            service_id: "svc",
            template_id: "tpl",
            template_params: { name: "Load", email: "load@example.com", message },
          }),
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const saved = new Set(
      readFileSync(join(dir, "messages.jsonl"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          try {
            return JSON.parse(line).template_params.message as string;
          } catch {
            return null;
          }
        }),
    );
    return {
      load,
      outbox: {
        sent: MESSAGES,
        ok: answers.filter((answer) => answer.status === 200).length,
        intact: messages.filter((message) => saved.has(message)).length,
        seconds: Math.round(seconds * 100) / 100,
      },
    };
  } finally {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
}

export function serverTable({ load, outbox }: Awaited<ReturnType<typeof benchServer>>): string {
  return [
    `Static files, ${CONNECTIONS} connections for ${SECONDS} s each (gzip accepted):`,
    "",
    "| Path | Requests/s | p99 latency | Errors | Non-2xx |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...load.map(
      (row) =>
        `| \`${row.path}\` | ${row.requestsPerSecond} | ${row.p99Ms} ms | ${row.errors} | ${row.non2xx} |`,
    ),
    "",
    `Outbox: ${outbox.sent} messages of ${MESSAGE_CHARS.toLocaleString("en")} characters sent at once; ` +
      `${outbox.ok} answered 200 and ${outbox.intact} read back intact from the file, in ${outbox.seconds} s.`,
  ].join("\n");
}
