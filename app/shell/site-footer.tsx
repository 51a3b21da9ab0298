// The footer of every page: the owner's social links and the year.
import { profile } from "#content/profile.ts";
import { profileIn } from "#core/local-profile.ts";
import { useWords } from "~/i18n/use-words";
import { ExternalLink } from "~/ui/external-link";
import { YEAR_ATTRIBUTE } from "./current-year";
import { SocialIcon } from "./social-icon";

export function SiteFooter() {
  const words = useWords();
  const { socials } = profileIn(words.language).profile;
  return (
    <footer className="site-footer">
      <ul className="socials" aria-label={words.text("socialLinks")}>
        {socials.map((social) => (
          <li key={social.href}>
            <ExternalLink href={social.href} className="social-link" title={social.label}>
              <SocialIcon network={social.network} />
              <span className="sr-only">{social.label}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="copyright">
        © <span {...{ [YEAR_ATTRIBUTE]: "" }}>{__BUILD_YEAR__}</span> {profile.name}
      </p>
    </footer>
  );
}
