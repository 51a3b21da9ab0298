// A course's or a project's texts as a page in one language shows them: an entry its
// translation leaves out carries the site's language as `lang` (core/local-content.ts), and
// every element holding one of its texts says so, for a screen reader to read it right.

type Entry = { lang?: string; title: string };

/** The entry's fields that hold a text. */
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

type EntryTextProps<T extends Entry> = {
  as: "h1" | "h2" | "p";
  className: string;
  entry: T;
  field: TextField<T>;
};

/** One of the entry's texts, in an element of its own. */
export function EntryText<T extends Entry>({
  as: Element,
  className,
  entry,
  field,
}: EntryTextProps<T>) {
  return (
    <Element className={className} lang={entry.lang}>
      {entry[field] as string}
    </Element>
  );
}

/** The end of a link's name, for screen readers alone: which entry of a list the link is for. */
export function EntryName({ entry }: { entry: Entry }) {
  return (
    <span className="sr-only" lang={entry.lang}>
      : {entry.title}
    </span>
  );
}
