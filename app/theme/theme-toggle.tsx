import { useWords } from "~/i18n/use-words";
import { THEME_TOGGLE_ATTRIBUTE } from "./theme-script";

/**
 * Switches between the light and dark theme. The click is handled by the inline theme script
 * (theme-script.ts), so the button works from the first paint, before hydration; CSS shows the
 * icon and the name for the theme in use, so React renders the same button whatever the theme.
 * The two icons are drawn here: a few path commands, lighter than an icon set's on every page.
 */
export function ThemeToggle() {
  const words = useWords();
  return (
    <button
      type="button"
      className="header-button theme-toggle"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: "" }}
    >
      <span className="theme-toggle__to-light">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
        </svg>
        <span className="sr-only">{words.say("toLightTheme")}</span>
      </span>
      <span className="theme-toggle__to-dark">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
          <path d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5Z" />
        </svg>
        <span className="sr-only">{words.say("toDarkTheme")}</span>
      </span>
    </button>
  );
}
