// What a post's alerts are titled, in the page's language: GitHub's five kinds, written as a
// quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`.
import { texts } from "#core/texts.ts";
import type { Words } from "~/i18n/words";

/** The kinds, as the writer's `[!…]` names them in lower case. */
export const ALERT_KINDS = ["note", "tip", "important", "warning", "caution"] as const;

export type AlertKind = (typeof ALERT_KINDS)[number];

export type AlertNames = Record<AlertKind, string>;

const TEXT_OF = {
  note: "alertNote",
  tip: "alertTip",
  important: "alertImportant",
  warning: "alertWarning",
  caution: "alertCaution",
} as const satisfies Record<AlertKind, keyof typeof texts>;

const namesBy = (text: (key: (typeof TEXT_OF)[AlertKind]) => string) =>
  Object.fromEntries(ALERT_KINDS.map((kind) => [kind, text(TEXT_OF[kind])])) as AlertNames;

export const alertNamesIn = (words: Words): AlertNames => namesBy((key) => words.text(key));

/** The site's own names, for Markdown rendered with no page around it (a test, a tool). */
export const englishAlertNames: AlertNames = namesBy((key) => texts[key]);

/** Whether a Markdown may hold an alert: GitHub's `[!KIND]`, in any case. */
export const mayHaveAlerts = (markdown: string) =>
  new RegExp(`\\[!(${ALERT_KINDS.join("|")})\\]`, "i").test(markdown);
