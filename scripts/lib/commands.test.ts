// @vitest-environment node
// Each owner-facing command, as the owner runs it: --help answers and exits 0, and a bad value
// is one line and exit 2, all before a build or a browser starts. Each command's file runs in
// this process, with its own command line, and stops where it would exit: no Node to start
// and no TypeScript to compile per case.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { projects } from "#content/projects.ts";

const npmScripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;
/** The file `npm run <name>` hands to tsx, read from package.json so a move cannot leave it stale. */
const scriptOf = (npm: string) => {
  const file = npmScripts[npm]?.match(/^tsx (\S+\.ts)$/)?.[1];
  if (!file) throw new Error(`package.json: "${npm}" is not "tsx <file>.ts"`);
  return file;
};

type Run = { code: number | null; stdout: string; stderr: string };

class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

let runs = 0;
/** Runs a command's file as `npm run` would, up to the point where it exits. */
async function run(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...parts) => void out.push(`${parts.join(" ")}\n`));
  vi.spyOn(console, "error").mockImplementation(
    (...parts) => void err.push(`${parts.join(" ")}\n`),
  );
  vi.spyOn(process, "exit").mockImplementation((code) => {
    throw new Exit(Number(code ?? 0));
  });
  vi.stubEnv("CHROMIUM_PATH", "/no/browser/needed");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const argv = process.argv;
  process.argv = [argv[0] ?? "node", script, ...args];
  try {
    // A query of its own, so that each run evaluates the file afresh.
    await import(`${pathToFileURL(resolve(script)).href}?run=${++runs}`);
    return { code: null, stdout: out.join(""), stderr: err.join("") };
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
    return { code: error.code, stdout: out.join(""), stderr: err.join("") };
  } finally {
    process.argv = argv;
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const commands = [
  {
    npm: "screenshots",
    options: ["--only", "--device", "--force", "--timeout", "CHROMIUM_PATH"],
    bad: [
      ["--timeout", "abc"],
      ["--device", "laptop"],
    ],
  },
  {
    npm: "screenshots:demo",
    options: ["title", "CHROMIUM_PATH"],
    bad: [["No Such Project Title"]],
  },
  {
    npm: "new-site",
    options: ["--demo", "CHROMIUM_PATH"],
    bad: [["--demos"], ["starter"]],
  },
  {
    npm: "upgrade",
    options: ["--from"],
    bad: [["--form", "https://github.com/x/y"], ["--from"], ["--from", " "]],
  },
  {
    npm: "bench",
    options: ["--only"],
    bad: [["--only", "lighthouse"]],
  },
  {
    npm: "bench:scale",
    options: ["--posts", "--no-dev"],
    bad: [
      ["--posts", "many"],
      ["--posts", "-1"],
    ],
  },
  {
    npm: "font-subset",
    options: [],
    bad: [["--out", "x.woff2"]],
  },
  {
    npm: "font-metrics",
    options: ["font"],
    bad: [["--out", "x.ts"], ["../inter"]],
  },
  {
    npm: "icons",
    options: [],
    bad: [["--set", "fa6"]],
  },
  {
    npm: "migrate-content",
    options: [],
    bad: [["--dry-run"], ["de/translation.ts"]],
  },
  {
    npm: "nginx",
    options: ["--port", "NGINX_PORT", "NGINX_PATH"],
    bad: [["--port", "70000"]],
  },
];

describe.each(commands)("npm run $npm", ({ npm, options, bad }) => {
  const script = scriptOf(npm);
  it("lists its options with --help and exits 0", async () => {
    const { code, stdout, stderr } = await run(script, ["--help"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run /);
    for (const option of [...options, "--help"]) expect(stdout).toContain(option);
  });

  it.each(bad.map((args) => [args.join(" "), args] as const))(
    "refuses %s in one line, with exit 2",
    async (_shown, args) => {
      const { code, stdout, stderr } = await run(script, args);
      expect(code).toBe(2);
      expect(stdout).toBe("");
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toContain(args[0]);
    },
  );
});

it("npm run screenshots names, in its one line, the projects there are when --only names none", async () => {
  const { code, stderr } = await run(scriptOf("screenshots"), ["--only", "No Such Title"]);
  expect(code).toBe(2);
  expect(stderr.trim().split("\n")).toHaveLength(1);
  for (const project of projects) expect(stderr).toContain(project.title);
});

it("npm run nginx takes its port from NGINX_PORT and refuses one that is not a port", async () => {
  const { code, stderr } = await run(scriptOf("nginx"), [], { NGINX_PORT: "eighty" });
  expect([code, stderr.trim()]).toEqual([
    2,
    '--port "eighty": give a whole number from 1 to 65535 (--help lists the options)',
  ]);
});

it("npm run serve says which port to use instead when its own is taken", async () => {
  const build = mkdtempSync(join(tmpdir(), "serve-build-"));
  mkdirSync(join(build, "client"));
  writeFileSync(join(build, "server-config.json"), JSON.stringify({ base: "/", headers: {} }));
  const taken = createServer().listen(0, "localhost");
  await new Promise((resolve) => taken.once("listening", resolve));
  const { port } = taken.address() as { port: number };
  try {
    // A real process: the server listens, and the operating system answers that the port is taken.
    const { code, stderr } = await new Promise<Run>((done) => {
      execFile(
        process.execPath,
        ["server/serve.js"],
        { env: { ...process.env, BUILD_DIR: build, PORT: String(port), OUTBOX_DIR: build } },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
          done({ code, stdout, stderr });
        },
      );
    });
    expect([code, stderr.trim()]).toEqual([
      1,
      `Port ${port} is in use: PORT=${port + 1} npm start (or npm run serve)`,
    ]);
  } finally {
    taken.close();
  }
});
