import { useWords } from "~/i18n/use-words";
import { type ContentsEntry, type Section, tableOfContents } from "./contents";

/** A long post's table of contents: plain links to its headings, made while prerendering. */
export function PostContents({ sections }: { sections: Section[] }) {
  const words = useWords();
  const entries = tableOfContents(sections);
  if (!entries) return null;
  return (
    <nav className="post-contents" aria-label={words.text("contents")} data-pagefind-ignore="">
      <h2 className="post-contents__title">{words.say("contents")}</h2>
      <SectionLinks entries={entries} />
    </nav>
  );
}

function SectionLinks({ entries }: { entries: (Section & Partial<ContentsEntry>)[] }) {
  return (
    <ol className="post-contents__list">
      {entries.map(({ id, text, children = [] }) => (
        <li key={id}>
          <a href={`#${id}`}>{text}</a>
          {children.length > 0 && <SectionLinks entries={children} />}
        </li>
      ))}
    </ol>
  );
}
