// Runs before `npm install`, `npm start` and `npm run dev`: on a Node too old for the build tools,
// one line saying what to install instead of a stack trace from deep inside Vite. Plain
// JavaScript with no dependencies and no newer syntax, so that any Node can run it.
import { readFileSync } from "node:fs";

/**
 * Whether `version` (e.g. "v20.19.2") meets `range`, written as package.json's engines is:
 * alternatives joined by "||", each "^major.minor[.patch]" or ">=major[.minor[.patch]]".
 * @param {string} version
 * @param {string} range
 */
export function satisfies(version, range) {
  /** @param {string} text */
  const parse = (text) => {
    const [major = 0, minor = 0, patch = 0] = text
      .replace(/^v/, "")
      .split(".")
      .map((part) => Number(part) || 0);
    return [major, minor, patch];
  };
  const [major = 0, minor = 0, patch = 0] = parse(version);
  /** @param {number[]} want */
  const atLeast = ([wantMajor = 0, wantMinor = 0, wantPatch = 0]) =>
    major !== wantMajor
      ? major > wantMajor
      : minor !== wantMinor
        ? minor > wantMinor
        : patch >= wantPatch;
  return range.split("||").some((alternative) => {
    const text = alternative.trim();
    const want = parse(text.replace(/^(\^|>=)/, ""));
    if (text.startsWith("^")) return major === want[0] && atLeast(want);
    if (text.startsWith(">=")) return atLeast(want);
    return false;
  });
}

// Run as a script, not when its test imports it; by name, as a path comparison can trip on the
// case of a Windows drive letter.
if (/check-node\.js$/.test(process.argv[1] ?? "")) {
  const packageFile = new URL("../package.json", import.meta.url);
  const range = JSON.parse(readFileSync(packageFile, "utf8")).engines.node;
  if (!satisfies(process.version, range)) {
    console.error(
      `This project needs Node ${range} (this is Node ${process.version}): install the current LTS from https://nodejs.org/ or with your version manager (nvm install --lts).`,
    );
    process.exit(1);
  }
}
