// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "./content-check.ts";
import { checkWriteUpsApart, parseContent } from "./content-errors.ts";

/** Content of its own, so these tests hold whatever an owner puts in content/. */
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

/** The problems checkContent finds in `raw`, with the images the sample names there. */
function problemsOf(raw: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  writeFileSync(join(dir, "ada.png"), "");
  for (const device of ["pc", "tablet", "mobile"]) {
    mkdirSync(join(dir, "projects", device), { recursive: true });
    writeFileSync(join(dir, "projects", device, "note-g.png"), "");
  }
  try {
    checkContent(raw, dir);
  } catch (error) {
    return (error as Error).message;
  }
  return "";
}

/** The sample with one value changed, found by its path. */
function withChange(path: Array<string | number>, value: unknown) {
  const raw = sample() as unknown;
  const parent = path
    .slice(0, -1)
    .reduce((node, key) => (node as Record<string | number, unknown>)[key], raw);
  (parent as Record<string | number, unknown>)[path.at(-1) as string | number] = value;
  return raw;
}

describe("the content in content/", () => {
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

  it("the owner's misspelt or empty word in site.ts, with the word that was meant", () => {
    const raw = withChange(["site", "texts"], { menuAbuot: "Me", courses: " " });
    let message = "";
    try {
      parseContent(raw);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'site → texts → menuAbuot: unknown field (did you mean "menuAbout"?)',
    );
    expect(message).toContain("site → texts → courses: must not be empty");
    expect(parseContent(withChange(["site", "texts"], { menuAbout: "Me" })).site.texts).toEqual({
      menuAbout: "Me",
    });
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

  it("a translation of more contacts than there are, or of the site's own language", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    const contact = { title: "Telefon" };
    const tooMany = {
      ...sample(),
      translations: [{ code: "de", profile: { contacts: [contact, contact, contact, contact] } }],
    };
    expect(() => checkContent(tooMany, dir)).toThrow(
      /translations #1 "de" → profile → contacts: 4 entries, but the site has 3/,
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

  it("comments and analytics: off when left out, each field checked when set", () => {
    const site = parseContent(sample()).site;
    expect(site.comments).toBeUndefined();
    expect(site.analytics).toBeUndefined();
    const comments = {
      provider: "giscus",
      repo: "ada/notes",
      repoId: "R_kgDOA",
      category: "Comments",
      categoryId: "DIC_kwDOA4C",
    };
    expect(parseContent(withChange(["site", "comments"], comments)).site.comments?.mapping).toBe(
      "pathname",
    );
    const message = problemsOf(
      withChange(["site", "comments"], {
        ...comments,
        provider: "disqus",
        repo: "https://github.com/ada/notes",
        repoId: "123",
        categoryId: "",
        mapping: "hash",
      }),
    );
    expect(message).toContain('site → comments → provider: must be "giscus"');
    expect(message).toContain(
      'site → comments → repo: must be the GitHub repository as "owner/name"',
    );
    expect(message).toContain(
      "site → comments → repoId: must be the repository's id from giscus.app",
    );
    expect(message).toContain("site → comments → categoryId: must be the category's id");
    expect(message).toContain(
      'site → comments → mapping: must be "pathname", "url", "title" or "og:title"',
    );
    expect(problemsOf(withChange(["site", "comments"], { provider: "giscus" }))).toContain(
      "site → comments → repo: required",
    );

    const analytics = { provider: "plausible", domain: "ada.example" };
    expect(parseContent(withChange(["site", "analytics"], analytics)).site.analytics?.src).toBe(
      "https://plausible.io/js/script.js",
    );
    const wrong = problemsOf(
      withChange(["site", "analytics"], {
        provider: "google",
        domain: "https://ada.example",
        src: "http://stats.example/js/script.js",
      }),
    );
    expect(wrong).toContain('site → analytics → provider: must be "plausible"');
    expect(wrong).toContain("site → analytics → domain: must be the site's domain");
    expect(wrong).toContain("site → analytics → src: must be an https:// link");
  });

  it("a theme the site does not have", () => {
    expect(() => parseContent(withChange(["site", "theme"], "sepia"))).toThrow(
      /site → theme: must be "dark", "light" or "system"/,
    );
  });

  it("an edit link that is not https, or not a folder ending in a slash", () => {
    const folder = "https://github.com/me/site/edit/main/content/posts/";
    expect(parseContent(withChange(["site", "editUrl"], folder)).site.editUrl).toBe(folder);
    expect(parseContent(sample()).site.editUrl).toBeUndefined();
    expect(() => parseContent(withChange(["site", "editUrl"], folder.replace(/\/$/, "")))).toThrow(
      /site → editUrl: must end with a slash/,
    );
    expect(() =>
      parseContent(withChange(["site", "editUrl"], folder.replace("https", "http"))),
    ).toThrow(/site → editUrl: must be an https:\/\/ link/);
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

describe("a translation names each course and project by its key", () => {
  const german = (given: Record<string, unknown>) => ({
    ...sample(),
    translations: [{ code: "de", ...given }],
  });

  it("by its title's slug, or by its id where it has one", () => {
    expect(
      parseContent(german({ courses: { engines: { title: "Maschinen" } } })).translations[0]
        ?.courses,
    ).toEqual({ engines: { title: "Maschinen" } });
    const byId = withChange(["courses", 0, "id"], "ri-1842") as object;
    const translations = [{ code: "de", courses: { "ri-1842": { title: "Maschinen" } } }];
    expect(problemsOf({ ...byId, translations })).toBe("");
    // Its title's slug names it no more.
    expect(
      problemsOf({ ...byId, translations: [{ code: "de", courses: { engines: {} } }] }),
    ).toContain('courses → engines: no course has this key (did you mean "ri-1842"?)');
  });

  it("a key that names no entry, with the key of the one it was likely meant for", () => {
    const message = problemsOf(
      german({ courses: { engine: { title: "Maschinen" } }, projects: { "note-h": {} } }),
    );
    expect(message).toContain(
      'translations #1 "de" → courses → engine: no course has this key (did you mean "engines"?)',
    );
    expect(message).toContain(
      'translations #1 "de" → projects → note-h: no project has this key (did you mean "note-g"?)',
    );
  });

  it("a key that names no entry when every entry is translated: its entry is gone", () => {
    const courses = {
      engines: { title: "Maschinen" },
      "notes-on-the-engine": { title: "Anmerkungen" },
      "the-difference-engine": { title: "Die Differenzmaschine" },
    };
    expect(problemsOf(german({ courses }))).toContain(
      'translations #1 "de" → courses → the-difference-engine: no course has this key, and every course is translated; remove it if its course is gone',
    );
  });

  it("a misspelt field of a keyed entry, with the field that was meant", () => {
    expect(() => parseContent(german({ courses: { engines: { titel: "Maschinen" } } }))).toThrow(
      /translations #1 "de" → courses → engines → titel: unknown field \(did you mean "title"\?\)/,
    );
  });

  it.each([
    ["courses", "course", [{ title: "Maschinen" }]],
    ["projects", "project", [{}]],
  ])("the old list of %s paired by place, with the command that rewrites it", (list, noun, old) => {
    expect(() => parseContent(german({ [list]: old }))).toThrow(
      `translations #1 "de" → ${list}: a list paired by place is now an object keyed by each ${noun}'s id or title slug; run npm run migrate-content to rewrite it`,
    );
  });

  it("two entries of one key, naming both, with an id to tell them apart", () => {
    const raw = german({}) as ReturnType<typeof sample>;
    const [engines] = raw.courses;
    raw.courses.push({ ...(engines as (typeof raw.courses)[number]), school: "Elsewhere" });
    expect(problemsOf(raw)).toContain(
      'courses #3 "Engines": its key "engines" is also the key of courses #1 "Engines"; give one of them an id, such as id: "engines-2", for a translation to tell them apart',
    );
    // A site of one language too: an owner who copied a course and kept its title.
    expect(problemsOf({ ...raw, translations: [] })).toContain(
      'courses #3 "Engines": its key "engines" is also the key of courses #1 "Engines"; give one of them an id, such as id: "engines-2", for the site to tell them apart',
    );
    raw.courses[2] = Object.assign({ id: "engines-2" }, raw.courses[2]);
    expect(problemsOf(raw)).toBe("");
  });

  it("two projects of one title, in a site of one language", () => {
    const raw = { ...sample(), translations: [] };
    const [first] = raw.projects;
    raw.projects.push({ ...(first as (typeof raw.projects)[number]) });
    expect(problemsOf(raw)).toMatch(
      new RegExp(
        `projects #${raw.projects.length} "${first?.title}": its key "[a-z0-9-]+" is also the key of projects #1 "${first?.title}"; give one of them an id`,
      ),
    );
  });

  it("a title with no letter to make a key from, with an id for it", () => {
    expect(problemsOf(german({ projects: {} }))).toBe("");
    const raw = german({}) as ReturnType<typeof sample>;
    (raw.projects[0] as { title: string }).title = "ノート";
    expect(problemsOf(raw)).toContain(
      'projects #1 "ノート": its title has no letter a–z or digit to make its key from; give it an id, such as id: "project-1", for a translation to name it by',
    );
    // A site of one language names no entry by its key, and asks for none.
    expect(problemsOf({ ...raw, translations: [] })).toBe("");
  });

  it("an id that is not a key", () => {
    expect(() => parseContent(withChange(["courses", 0, "id"], "Engines 1842"))).toThrow(
      /courses #1 "Engines" → id: must be lower-case letters a–z, digits and dashes/,
    );
  });
});
