import type { IconType } from "react-icons";
import {
  FaBehance,
  FaBluesky,
  FaDribbble,
  FaFacebookF,
  FaGithub,
  FaInstagram,
  FaLinkedinIn,
  FaMastodon,
  FaXTwitter,
  FaYoutube,
} from "react-icons/fa6";
import { SiFiverr, SiFreelancer, SiUpwork } from "react-icons/si";
import type { SocialLink } from "~/content/schema";

const icons: Record<SocialLink["network"], IconType> = {
  linkedin: FaLinkedinIn,
  github: FaGithub,
  x: FaXTwitter,
  instagram: FaInstagram,
  facebook: FaFacebookF,
  mastodon: FaMastodon,
  bluesky: FaBluesky,
  youtube: FaYoutube,
  dribbble: FaDribbble,
  behance: FaBehance,
  upwork: SiUpwork,
  fiverr: SiFiverr,
  freelancer: SiFreelancer,
};

export function SocialIcon({ network }: { network: SocialLink["network"] }) {
  const Icon = icons[network];
  return <Icon aria-hidden="true" focusable="false" />;
}
