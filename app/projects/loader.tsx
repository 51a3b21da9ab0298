import { useWords } from "~/i18n/use-words";

/** The word spelled out letter by letter; each letter rises in turn (still with reduced motion). */
export function Loader() {
  const words = useWords();
  // Letter by letter as a reader sees them (one letter may be several code points); a word
  // written right to left rises whole, since Arabic letters apart lose their joined forms.
  const word = words.text("loading");
  const letters =
    words.dir === "rtl"
      ? [{ segment: word }]
      : [...new Intl.Segmenter(words.language).segment(word)];
  return (
    <div className="loader" role="status" lang={words.langOf("loading")}>
      <span className="loader__word">
        {letters.map(({ segment: letter }, index) => (
          <span
            // The letters never reorder; the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed word
            key={index}
            className="loader__letter"
            style={{ animationDelay: `${(index * 0.1).toFixed(1)}s` }}
          >
            {letter}
          </span>
        ))}
      </span>
      <span className="sr-only" lang={words.langOf("loadingWhat")}>
        {" "}
        {words.text("loadingWhat")}
      </span>
    </div>
  );
}
