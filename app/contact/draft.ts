import { type ContactValues, emptyValues, fields } from "./validation";

/** Where the draft is kept: the form names it too, so a draft brings React in at once. */
export const DRAFT_KEY = "contact-draft";

// What the visitor typed survives a reload or a trip to another page until it is sent.
// Storage can be full or switched off (private modes): then the form just works without it.

export function loadDraft(storage: Storage | undefined = globalThis.sessionStorage): ContactValues {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? "null");
    if (typeof saved !== "object" || saved === null) return emptyValues;
    const record = saved as Record<string, unknown>;
    const draft = { ...emptyValues };
    for (const field of fields) {
      if (typeof record[field] === "string") draft[field] = record[field];
    }
    return draft;
  } catch {
    return emptyValues;
  }
}

export function saveDraft(
  values: ContactValues,
  storage: Storage | undefined = globalThis.sessionStorage,
) {
  try {
    if (fields.every((field) => values[field] === "")) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Quota exceeded or storage disabled: the values stay in the form itself.
  }
}
