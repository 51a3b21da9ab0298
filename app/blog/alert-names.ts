// What a post's alerts are titled, in the page's language: GitHub's five kinds, written as a
// quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`.
import { texts } from "#core/texts.ts";
import type { Words } from "~/i18n/words";

/** The kinds, as the writer's `[!…]` names them in lower case. */
export const ALERT_KINDS = ["note", "tip", "important", "warning", "caution"] as const;

export type AlertKind = (typeof ALERT_KINDS)[number];

/** A title, and its `lang` where the page's language has no word of its own for it. */
export type AlertName = { text: string; lang?: string };

export type AlertNames = Record<AlertKind, AlertName>;

const TEXT_OF = {
  note: "alertNote",
  tip: "alertTip",
  important: "alertImportant",
  warning: "alertWarning",
  caution: "alertCaution",
} as const satisfies Record<AlertKind, keyof typeof texts>;

type Key = (typeof TEXT_OF)[AlertKind];

const namesBy = (name: (key: Key) => AlertName) =>
  Object.fromEntries(ALERT_KINDS.map((kind) => [kind, name(TEXT_OF[kind])])) as AlertNames;

export const alertNamesIn = (words: Words): AlertNames =>
  namesBy((key) => {
    const lang = words.langOf(key);
    return { text: words.text(key), ...(lang ? { lang } : {}) };
  });

/** The site's own names, for Markdown rendered with no page around it (a test, a tool). */
export const englishAlertNames: AlertNames = namesBy((key) => ({ text: texts[key] }));

/** The class rehype-github-alert gives an alert's box: its kind after this. */
const CLASS_PREFIX = "markdown-alert-";

/** The kind of an alert's box, read from its classes; undefined for any other element. */
export function alertKindOf(classes: unknown): AlertKind | undefined {
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return ALERT_KINDS.find((kind) => list.includes(`${CLASS_PREFIX}${kind}`));
}

/**
 * Whether a Markdown may hold an alert. Only a quote at the top of the Markdown becomes one, and
 * its `[!NOTE]` may be written with escapes or character references (`\[!NOTE\]`, `&#91;`), so
 * any quote there counts: a superset, never a miss.
 */
export const mayHaveAlerts = (markdown: string) => /^ {0,3}>/m.test(markdown);
