// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { readMockups } from "./mockups.ts";

const fileWith = (yaml: string) => {
  const file = join(mkdtempSync(join(tmpdir(), "mockups-")), "mockups.yaml");
  writeFileSync(file, yaml);
  return pathToFileURL(file);
};

const entry = `
Tiny Site:
  layout: landing
  bg: "#ffffff"
  surface: "#f0f0f0"
  text: "#111111"
  muted: "#666666"
  accent: "#ff0000"
  accent2: "#0000ff"
  logo: Tiny
  nav: [Home, About]
  heading: Hello
  lead: A small site.
  cta: Start
  items: [One, Two]
`;

it("reads the shipped mockups", () => {
  expect(Object.keys(readMockups()).length).toBeGreaterThan(0);
});

it("gives a mockup without figures an empty list of them", () => {
  expect(readMockups(fileWith(entry))["Tiny Site"]?.stats).toEqual([]);
});

it("reads figures as label and value pairs, in order", () => {
  const mockups = readMockups(
    fileWith(`${entry}  stats:\n    UV index: 3\n    Sunrise: "06:41"\n`),
  );
  expect(mockups["Tiny Site"]?.stats).toEqual([
    ["UV index", "3"],
    ["Sunrise", "06:41"],
  ]);
});

it("names the entry and the field of a mistake", () => {
  expect(() => readMockups(fileWith(entry.replace('accent: "#ff0000"', "accent: red")))).toThrow(
    /Tiny Site → accent: must be a colour/,
  );
  expect(() => readMockups(fileWith(entry.replace("layout: landing", "layout: poster")))).toThrow(
    /Tiny Site → layout/,
  );
});
