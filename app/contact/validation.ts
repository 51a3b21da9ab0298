import * as z from "zod/mini";

// zod/mini keeps the contact page's JavaScript small; the rules are the spec's (section 5).
// Values are checked trimmed but sent exactly as typed.

export const fields = ["name", "email", "message"] as const;
export type Field = (typeof fields)[number];
export type ContactValues = Record<Field, string>;
export type ContactErrors = Partial<Record<Field, ErrorKey>>;

/** Each error as the key of its words (core/texts.ts): the form says it in the page's
 * language. */
export type ErrorKey = "enterName" | "enterEmail" | "invalidEmail" | "enterMessage";

export const emptyValues: ContactValues = { name: "", email: "", message: "" };

const rules: Record<Field, z.ZodMiniType<string>> = {
  name: z.string().check(z.trim(), z.minLength(1, "enterName" satisfies ErrorKey)),
  // An empty email fails both checks; the first, "Enter your email", is the one shown.
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "enterEmail" satisfies ErrorKey),
      z.email("invalidEmail" satisfies ErrorKey),
    ),
  message: z.string().check(z.trim(), z.minLength(1, "enterMessage" satisfies ErrorKey)),
};

export function validate(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of fields) {
    const result = rules[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message as ErrorKey | undefined;
  }
  return errors;
}
