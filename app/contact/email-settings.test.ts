// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMAIL_ENV_NAMES, emailConfig } from "./config";

// The names an owner sets on a host must be the ones the build reads, or email silently falls
// back to the local outbox, which no static host answers.
describe("the email settings an owner gives", () => {
  it("are all read by the build", () => {
    const env = Object.fromEntries(EMAIL_ENV_NAMES.map((name) => [name, `value of ${name}`]));
    expect(Object.values(emailConfig(env, "http://site")).sort()).toEqual(
      Object.values(env).sort(),
    );
  });

  it("are passed by the GitHub Pages workflow, each from the repository variable of its name", () => {
    const workflow = readFileSync(".github/workflows/deploy.yml", "utf8");
    const passed = [...workflow.matchAll(/^\s+(VITE_EMAILJS_\w+): \$\{\{ (\w+)\.(\w+) \}\}$/gm)];
    expect(passed.map(([, name]) => name).sort()).toEqual([...EMAIL_ENV_NAMES].sort());
    for (const [, name, context, source] of passed) {
      expect(`${context}.${source}`).toBe(`vars.${name}`);
    }
  });

  it("are the ones .env.example and the owner's guide (docs/email.md) name", () => {
    const example = readFileSync(".env.example", "utf8");
    const guide = readFileSync("docs/email.md", "utf8");
    for (const name of EMAIL_ENV_NAMES) {
      expect(example).toMatch(new RegExp(`^${name}=`, "m"));
      expect(guide).toContain(name);
    }
    expect(guide).toMatch(/Actions → Variables/);
    expect(guide).not.toMatch(/Actions secrets/i);
  });
});
