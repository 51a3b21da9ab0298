// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "./content-check.ts";
import { checkWriteUpsApart, parseContent } from "./content-errors.ts";

/** Content of its own, so these tests hold whatever an owner puts in app/content/. */
const sample = () => ({
  site: { url: "https://ada.example" },
  profile: {
    name: "Ada Lovelace",
    initials: "AL",
    position: "Frontend Developer",
    technologies: ["React"],
    description: ["I write programs."],
    avatar: { file: "ada.png", alt: "Ada at her desk" },
    cv: "https://ada.example/cv.pdf",
    contacts: [
      { kind: "phone", title: "Phone", body: "+44 20 7946 0018", href: "tel:+442079460018" },
      { kind: "email", title: "Email", body: "ada@example.com", href: "mailto:ada@example.com" },
      { kind: "messenger", title: "Signal", body: "@ada", href: "https://signal.me/#p/ada" },
    ],
    socials: [{ network: "github", label: "GitHub", href: "https://github.com/ada" }],
  },
  courses: [
    {
      position: "Analyst",
      title: "Engines",
      school: "Royal Institution",
      period: "1842",
      href: "https://ri.example/engines",
    },
    {
      position: "Writer",
      title: "Notes on the Engine",
      school: "Taylor's Scientific Memoirs",
      period: "1843",
      href: "https://memoirs.example/notes",
    },
  ],
  projects: [
    {
      title: "Note G",
      technology: "Analytical Engine",
      href: "https://note-g.example",
      pc: "note-g.png",
      tablet: "note-g.png",
      mobile: "note-g.png",
    },
  ],
});

/** The sample with one value changed, found by its path. */
function withChange(path: Array<string | number>, value: unknown) {
  const raw = sample() as unknown;
  const parent = path
    .slice(0, -1)
    .reduce((node, key) => (node as Record<string | number, unknown>)[key], raw);
  (parent as Record<string | number, unknown>)[path.at(-1) as string | number] = value;
  return raw;
}

describe("the content in app/content/", () => {
  it("passes the schema and has every image it names", () => {
    expect(() => checkContent()).not.toThrow();
  });
});

describe("a bad entry fails with the entry, counted from 1, and the field named", () => {
  it("accepts the sample as it is", () => {
    expect(parseContent(sample()).profile.name).toBe("Ada Lovelace");
  });

  it("an empty course title", () => {
    expect(() => parseContent(withChange(["courses", 1, "title"], "  "))).toThrow(
      /courses #2 "Writer" → title: must not be empty/,
    );
  });

  it("a link that is not https", () => {
    expect(() => parseContent(withChange(["courses", 0, "href"], "http://ri.example"))).toThrow(
      /courses #1 "Engines" → href: must be an https:\/\/ link/,
    );
  });

  it("a malformed URL", () => {
    expect(() =>
      parseContent(withChange(["profile", "socials", 0, "href"], "github dot com")),
    ).toThrow(/profile → socials #1 "GitHub" → href/);
  });

  it("a screenshot that is not PNG or JPEG", () => {
    expect(() => parseContent(withChange(["projects", 0, "mobile"], "note.gif"))).toThrow(
      /projects #1 "Note G" → mobile: must be a PNG or JPEG/,
    );
  });

  it.each(["+44 20 7946 0018", "tel:+1", "tel:12345", "tel:+44"])(
    "a phone link that is not a whole number with its country code: %s",
    (href) => {
      expect(() => parseContent(withChange(["profile", "contacts", 0, "href"], href))).toThrow(
        /profile → contacts #1 "Phone" → href: must be .*tel:\+15550142368/,
      );
    },
  );

  it("an unknown field, with the field that was meant", () => {
    const raw = sample() as unknown as { projects: Array<Record<string, unknown>> };
    raw.projects[0] = { ...raw.projects[0], tecnology: "typo" };
    expect(() => parseContent(raw)).toThrow(
      /projects #1 "Note G" → tecnology: unknown field \(did you mean "technology"\?\)/,
    );
  });

  it("a missing field, as required", () => {
    const raw = sample() as unknown as { courses: Array<Record<string, unknown>> };
    delete raw.courses[1]?.school;
    let message = "";
    try {
      parseContent(raw);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('courses #2 "Notes on the Engine" → school: required');
    expect(message).not.toContain("Invalid input");
  });

  it("a translation's misspelt word, with the word that was meant", () => {
    const raw = { ...sample(), translations: [{ code: "de", texts: { menuAbuot: "Über mich" } }] };
    expect(() => parseContent(raw)).toThrow(
      /translations #1 "de" → texts → menuAbuot: unknown field \(did you mean "menuAbout"\?\)/,
    );
  });

  it("a translation's empty word, and a language code that is none", () => {
    const raw = { ...sample(), translations: [{ code: "German", texts: { courses: " " } }] };
    let message = "";
    try {
      parseContent(raw);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('translations #1 "German" → code: must be a language code');
    expect(message).toContain('translations #1 "German" → texts → courses: must not be empty');
  });

  it("a translation of more courses than there are, or of the site's own language", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    const course = { title: "Maschinen" };
    const tooMany = {
      ...sample(),
      translations: [{ code: "de", courses: [course, course, course] }],
    };
    expect(() => checkContent(tooMany, dir)).toThrow(
      /translations #1 "de" → courses: 3 entries, but the site has 2/,
    );
    const own = { ...sample(), translations: [{ code: "en" }] };
    expect(() => checkContent(own, dir)).toThrow(/code: en is the site's own language/);
  });

  it("two projects that name one write-up, naming both", () => {
    const [note] = sample().projects;
    const projects: Array<Record<string, unknown>> = [
      { ...note, writeUp: "note-g.md" },
      { ...note, title: "Pantry" },
      { ...note, title: "Note G, again", writeUp: "note-g.md" },
    ];
    const raw = { ...sample(), projects };
    const both =
      /projects #3 "Note G, again" → writeUp: note-g\.md is also the write-up of projects #1 "Note G"/;
    expect(() => parseContent(raw)).toThrow(both);
    // What the route list runs before React Router sees the routes, worded the same.
    expect(() => checkWriteUpsApart(raw)).toThrow(both);
    projects[2] = { ...projects[2], writeUp: "note-h.md" };
    expect(() => parseContent(raw)).not.toThrow();
    expect(() => checkWriteUpsApart(raw)).not.toThrow();
  });

  it("the owner's theme: dark when left out, else the one named", () => {
    expect(parseContent(sample()).site.theme).toBe("dark");
    for (const theme of ["dark", "light", "system"]) {
      expect(parseContent(withChange(["site", "theme"], theme)).site.theme).toBe(theme);
    }
  });

  it("a theme the site does not have", () => {
    expect(() => parseContent(withChange(["site", "theme"], "sepia"))).toThrow(
      /site → theme: must be "dark", "light" or "system"/,
    );
  });

  it("an unknown messenger network", () => {
    expect(() =>
      parseContent(withChange(["profile", "contacts", 2, "network"], "carrier-pigeon")),
    ).toThrow(/profile → contacts #3 "Signal" → network/);
  });

  it("lists every problem at once, with no stack trace under them", () => {
    const raw = withChange(["profile", "name"], "") as ReturnType<typeof sample>;
    raw.courses = raw.courses.map((course, i) => (i === 0 ? { ...course, period: "" } : course));
    let error: unknown;
    try {
      parseContent(raw);
    } catch (caught) {
      error = caught;
    }
    expect(String((error as Error).message)).toMatch(
      /profile → name[\s\S]*courses #1 "Engines" → period/,
    );
    expect((error as Error).stack).not.toMatch(/\n\s+at /);
  });

  it("a missing image file", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    expect(() => checkContent(sample(), dir)).toThrow(/profile → avatar\.file: ada\.png is not in/);
    writeFileSync(join(dir, "ada.png"), "");
    for (const device of ["pc", "mobile"]) {
      mkdirSync(join(dir, "projects", device), { recursive: true });
      writeFileSync(join(dir, "projects", device, "note-g.png"), "");
    }
    expect(() => checkContent(sample(), dir)).toThrow(
      /projects #1 "Note G" → tablet: projects\/tablet\/note-g\.png is not in/,
    );
  });
});
