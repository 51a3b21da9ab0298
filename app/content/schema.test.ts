// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, rawContent } from "./check";
import { parseContent } from "./schema";

/** A copy of the shipped content with the values at the given paths replaced. */
function withChanges(...changes: Array<[path: Array<string | number>, value: unknown]>) {
  const raw = structuredClone(rawContent) as unknown;
  for (const [path, value] of changes) {
    const parent = path
      .slice(0, -1)
      .reduce((node, key) => (node as Record<string | number, unknown>)[key], raw);
    (parent as Record<string | number, unknown>)[path.at(-1) as string | number] = value;
  }
  return raw;
}

describe("the shipped content", () => {
  const content = checkContent();

  it("passes the schema and finds every image", () => {
    expect(content.profile.name).toBe("Mira Kovacs");
  });

  it("has the spec's counts", () => {
    expect(content.profile.contacts.map((c) => c.kind)).toEqual(["phone", "email", "messenger"]);
    expect(content.profile.socials).toHaveLength(5);
    expect(content.profile.description).toHaveLength(5);
    expect(content.courses).toHaveLength(6);
    expect(content.projects).toHaveLength(13);
  });

  it("has a position of Frontend Developer", () => {
    expect(content.profile.position).toBe("Frontend Developer");
  });
});

describe("a bad entry fails with the entry and the field named", () => {
  it("an empty course title", () => {
    const raw = withChanges([["courses", 2, "title"], "  "]);
    expect(() => parseContent(raw)).toThrow(/courses\[2\] .*→ title: must not be empty/);
  });

  it("a link that is not https", () => {
    const raw = withChanges([["courses", 1, "href"], "http://example.com/cert"]);
    expect(() => parseContent(raw)).toThrow(
      /courses\[1\] "Modern JavaScript in Depth" → href: must be an https:\/\/ link/,
    );
  });

  it("a malformed URL", () => {
    const raw = withChanges([["profile", "socials", 3, "href"], "github dot com"]);
    expect(() => parseContent(raw)).toThrow(/profile\.socials\[3\] "GitHub" → href/);
  });

  it("a screenshot that is not PNG or JPEG", () => {
    const raw = withChanges([["projects", 4, "mobile"], "nova.gif"]);
    expect(() => parseContent(raw)).toThrow(
      /projects\[4\] "Nova Shop" → mobile: must be a PNG or JPEG/,
    );
  });

  it("a phone contact without a tel: link", () => {
    const raw = withChanges([["profile", "contacts", 0, "href"], "+1 555 0142"]);
    expect(() => parseContent(raw)).toThrow(
      /profile\.contacts\[0\] "Phone" → href: must be a tel:/,
    );
  });

  it("lists every problem at once", () => {
    const raw = withChanges([["profile", "name"], ""], [["courses", 0, "period"], ""]);
    expect(() => parseContent(raw)).toThrow(/profile → name[\s\S]*courses\[0\].*→ period/);
  });

  it("a missing image file", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    expect(() => checkContent(rawContent, dir)).toThrow(
      /profile → avatar\.file: avatar\.svg is not in/,
    );
    const project = {
      title: "Weather Now",
      technology: "React",
      href: "https://weather.example.com",
      pc: "weather.png",
      tablet: "weather.png",
      mobile: "weather.png",
    };
    writeFileSync(join(dir, "avatar.svg"), "");
    for (const device of ["pc", "mobile"]) {
      mkdirSync(join(dir, "projects", device), { recursive: true });
      writeFileSync(join(dir, "projects", device, "weather.png"), "");
    }
    expect(() => checkContent({ ...rawContent, projects: [project] }, dir)).toThrow(
      /projects\[0\] "Weather Now" → tablet: projects\/tablet\/weather\.png is not in/,
    );
  });
});
