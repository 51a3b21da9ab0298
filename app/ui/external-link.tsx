import type { ComponentProps } from "react";
import { useWords } from "~/i18n/use-words";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & { href: string };

/**
 * A link that opens in a new tab. noopener keeps the new page from reaching back into this
 * one; the hidden note tells screen-reader users that the tab will change.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const words = useWords();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {words.say("newTab")}</span>
    </a>
  );
}
