import type { AnalyticsSettings } from "#core/schema.ts";

/**
 * Plausible's script, added once the page is interactive (after-interactive.ts), only when the
 * owner has set `analytics` in site.ts: the one script from elsewhere the site runs, and only by
 * the owner's choice. The policy lets in its origin only then (react-router.config.ts).
 */
export function loadPlausible({ domain, src }: Pick<AnalyticsSettings, "domain" | "src">) {
  const script = document.createElement("script");
  script.defer = true;
  script.dataset.domain = domain;
  script.src = src;
  document.head.append(script);
}
