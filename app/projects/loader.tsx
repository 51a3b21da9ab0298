const WORD = "Loading";

/** The word spelled out letter by letter; each letter rises in turn (still with reduced motion). */
export function Loader() {
  return (
    <div className="loader" role="status">
      <span className="loader__word">
        {[...WORD].map((letter, index) => (
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
      <span className="sr-only"> projects</span>
    </div>
  );
}
