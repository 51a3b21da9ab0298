// Posts for the scale bench (`npm run bench:scale`): each like a real one (four headed
// sections, a code block, two tags of forty, about 600 words), drawn from a seed so that every
// run and every machine builds the same site.
import { seededRandom } from "../../build-time/seeded-random.ts";

const WORDS = (
  "the a site page layout grid flex colour contrast screen reader focus keyboard button form " +
  "field label error message request response cache worker offline network image picture " +
  "width height font weight line spacing motion frame paint script module bundle build test " +
  "browser phone tablet desktop visitor owner content post project course chart table list " +
  "state effect hook render component prop event handler server client route link address"
).split(" ");

/** Forty tags, so that each tag page lists a fortieth of the posts on average. */
export const GENERATED_TAGS = Array.from({ length: 40 }, (_, i) => `Topic ${i + 1}`);

const SECTIONS = ["What I tried first", "Where it broke", "What held", "What I would do again"];

export type GeneratedPost = { file: string; slug: string; text: string };

/** The `index`th generated post (from 1): its file name and its whole Markdown. */
export function generatedPost(index: number): GeneratedPost {
  const random = seededRandom(index * 7919);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const sentence = () => {
    const words = Array.from({ length: 8 + Math.floor(random() * 10) }, () => pick(WORDS));
    const text = words.join(" ");
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 5 }, sentence).join(" ");
  const slug = `scale-post-${String(index).padStart(4, "0")}`;
  const first = pick(GENERATED_TAGS);
  const second = GENERATED_TAGS.filter((tag) => tag !== first)[index % 39] as string;
  const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const sections = SECTIONS.map(
    (heading, at) =>
      `## ${heading}\n\n${paragraph()}\n\n${paragraph()}${
        at === 1
          ? `\n\n\`\`\`ts\nexport function measure${index}(width: number): number {\n  const columns = Math.max(1, Math.floor(width / 320));\n  return columns * ${index % 12} + 1;\n}\n\`\`\``
          : ""
      }`,
  );
  const text = [
    "---",
    `title: "Generated post ${index}, ${sentence().slice(0, 40).replace(/[.:"]/g, "")}"`,
    `date: ${day}`,
    `description: ${sentence()}`,
    `tags: [${first}, ${second}]`,
    "---",
    "",
    paragraph(),
    "",
    sections.join("\n\n"),
    "",
  ].join("\n");
  return { file: `${slug}.md`, slug, text };
}
