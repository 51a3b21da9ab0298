import { useSyncExternalStore } from "react";
import { profile } from "~/content/profile";
import { ExternalLink } from "~/ui/external-link";
import { SocialIcon } from "./social-icon";

const noSubscription = () => () => {};

/**
 * The prerendered HTML holds the build year; right after hydration React re-renders with the
 * visitor's own year, without a hydration mismatch when the two differ.
 */
function useCurrentYear() {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <ul className="socials" aria-label="Social links">
        {profile.socials.map((social) => (
          <li key={social.href}>
            <ExternalLink href={social.href} className="social-link" title={social.label}>
              <SocialIcon network={social.network} />
              <span className="sr-only">{social.label}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="copyright">
        © {year} {profile.name}
      </p>
    </footer>
  );
}
