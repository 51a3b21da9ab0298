import { FaMoon, FaSun } from "react-icons/fa6";
import { THEME_TOGGLE_ATTRIBUTE } from "./theme-script";

/**
 * Switches between the light and dark theme. The click is handled by the inline theme script
 * (theme-script.ts), so the button works from the first paint, before hydration; CSS shows the
 * icon and the name for the theme in use, so React renders the same button whatever the theme.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="header-button theme-toggle"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: "" }}
    >
      <span className="theme-toggle__to-light">
        <FaSun aria-hidden="true" />
        <span className="sr-only">Switch to light theme</span>
      </span>
      <span className="theme-toggle__to-dark">
        <FaMoon aria-hidden="true" />
        <span className="sr-only">Switch to dark theme</span>
      </span>
    </button>
  );
}
