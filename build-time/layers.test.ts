// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Imports point down: build-time/ (and scripts/, the tests) may import app/, app/ may import
// core/, and core/ (the content layer: schema, readers, checks) imports neither, nor does the
// owner's content. A module that reaches up makes the lower layer unusable without the higher,
// which is how app/ once came to need build-time/ to list its routes.

const root = fileURLToPath(new URL("..", import.meta.url));

/** Below each folder, the folders its modules must not import from. */
const above: Record<string, string[]> = {
  core: ["app", "build-time", "scripts", "server", "tests"],
  "examples/demo": ["app", "build-time", "scripts", "server", "tests"],
  "examples/starter": ["app", "build-time", "scripts", "server", "tests"],
  app: ["build-time", "scripts"],
};

/** Every module specifier in a source, in each form an import can take, types too. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map(
    (match) => match[1] ?? "",
  );
}

/** The project folder a specifier lands in, from the file that imports it. */
function landsIn(specifier: string, file: string): string | undefined {
  let target: string;
  if (specifier.startsWith("~/")) target = join(root, "app", specifier.slice(2));
  else if (specifier.startsWith("#core/")) target = join(root, "core");
  else if (specifier.startsWith("#content/")) return "content";
  else if (specifier.startsWith(".")) target = resolve(dirname(join(root, file)), specifier);
  else return undefined;
  return relative(root, target).split(sep).join("/");
}

const modulesUnder = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|js)$/.test(file))
    .map((file) => `${folder}/${file.split(sep).join("/")}`);

describe("imports point down", () => {
  it("tells where an import lands", () => {
    expect(landsIn("../../build-time/xml.ts", "app/blog/feeds.server.ts")).toBe(
      "build-time/xml.ts",
    );
    expect(landsIn("~/ui/back-link", "app/blog/post-page.tsx")).toBe("app/ui/back-link");
    expect(landsIn("#core/schema.ts", "app/seo.ts")).toBe("core");
    expect(landsIn("react", "app/root.tsx")).toBeUndefined();
    expect(specifiers('type T = import("../x.ts").T;\nexport * from "./y";')).toEqual([
      "../x.ts",
      "./y",
    ]);
  });

  for (const [folder, forbidden] of Object.entries(above)) {
    it(`${folder}/ imports nothing from ${forbidden.join(", ")}`, () => {
      let modules: string[];
      try {
        modules = modulesUnder(folder);
      } catch {
        return; // The folder is not in this checkout (the starter, before it is made).
      }
      const offenders = modules.flatMap((file) =>
        specifiers(readFileSync(join(root, file), "utf8")).flatMap((specifier) => {
          const target = landsIn(specifier, file);
          const up = target && forbidden.find((f) => target === f || target.startsWith(`${f}/`));
          return up ? [`${file} → ${specifier}`] : [];
        }),
      );
      expect(offenders).toEqual([]);
    });
  }
});
