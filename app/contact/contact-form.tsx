// The contact form: its fields and their checks (validation.ts), the draft kept as the visitor
// types (draft.ts), and the send (sender.ts).
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { profileIn } from "#core/local-profile.ts";
import { useWords } from "~/i18n/use-words";
import {
  BUSY_LABEL_ATTRIBUTE,
  HYDRATE_ON_INTENT_ATTRIBUTE,
  LEFT_BEFORE_HYDRATION_ATTRIBUTE,
  SUBMIT_PENDING_ATTRIBUTE,
} from "~/shell/interactive";
import { FaCircleCheck, FaCircleExclamation, FaPaperPlane } from "~/ui/icons/icon-data";
import { SvgIcon } from "~/ui/icons/svg-icon";
import { emailConfig } from "./config";
import { DRAFT_KEY, loadDraft, saveDraft } from "./draft";
import { sendWithEmailJS } from "./emailjs";
import { type Outcome, type SendEmail, sendContactMessage, statusText } from "./sender";
import { type ContactValues, emptyValues, type Field, fields, validate } from "./validation";

type Status = "idle" | "sending" | Outcome;

const noneTouched: Record<Field, boolean> = { name: false, email: false, message: false };
const allTouched: Record<Field, boolean> = { name: true, email: true, message: true };

export function ContactForm({ sendEmail = sendWithEmailJS }: { sendEmail?: SendEmail }) {
  const words = useWords();
  const emailContact = profileIn(words.language).profile.contacts.find(
    (contact) => contact.kind === "email",
  );
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [touched, setTouched] = useState(noneTouched);
  const [status, setStatus] = useState<Status>("idle");
  // Until React is attached, Send is disabled in the page as sent: without scripts a native
  // submit would reload the page and throw away what was typed. The script that brings React
  // in enables it and holds a submit until React is here to send it.
  const [live, setLive] = useState(false);
  // Whether the state holds what the form holds, and a submit waits for it to. Refs, not state:
  // a submit can come between a render and its effects, and two clicks in one frame both see
  // the state from before the first.
  const holdsTheForm = useRef(false);
  const held = useRef(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The prerendered form is empty. Once live, keep anything typed before hydration and bring
  // back the saved draft for the rest. A field left before hydration has been touched, as it
  // would have been after (typed in and no longer focused, or marked as left by the script that
  // brings React in, build-time/html-transforms.ts): its error shows now.
  useEffect(() => {
    const draft = loadDraft();
    const elements = formRef.current?.elements;
    const restored = { ...draft };
    const left = { ...noneTouched };
    for (const field of fields) {
      const element = elements?.namedItem(field) as HTMLInputElement | null;
      if (element?.value) {
        restored[field] = element.value;
        left[field] = element !== document.activeElement;
      }
      if (element?.hasAttribute(LEFT_BEFORE_HYDRATION_ATTRIBUTE)) left[field] = true;
    }
    if (fields.some((field) => restored[field] !== "")) setValues(restored);
    if (fields.some((field) => left[field])) {
      setTouched((current) => ({
        name: current.name || left.name,
        email: current.email || left.email,
        message: current.message || left.message,
      }));
    }
    if (formRef.current?.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)) {
      formRef.current.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
      held.current = true;
    }
    // Send already says it is waiting (the script that held the submit swapped its labels).
    if (held.current) setStatus("sending");
    setLive(true);
  }, []);

  // The draft follows what is in the form. Not before it is live: the first render's empty
  // values would wipe the draft it is about to bring back.
  useEffect(() => {
    if (live) saveDraft(values);
  }, [live, values]);

  const errors = validate(values);

  // From the current state, not this render's: React replays the changes made before it
  // hydrated one after another, before it renders again.
  const change = (field: Field, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const send = async () => {
    if (inFlight.current) return;
    setTouched(allTouched);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      // A held submit said it was sending; it is not.
      setStatus((current) => (current === "sending" ? "idle" : current));
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }

    // People never see the honeypot; a bot that fills it is told all went well.
    const honeypot = formRef.current && new FormData(formRef.current).get("website");
    inFlight.current = true;
    setStatus("sending");
    const outcome: Outcome = honeypot
      ? "success"
      : await sendContactMessage(
          values,
          emailConfig(import.meta.env, window.location.origin),
          sendEmail,
        );
    inFlight.current = false;
    setStatus(outcome);
    if (outcome === "success") {
      setValues(emptyValues);
      setTouched(noneTouched);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React's handlers answer from the moment it has hydrated, before the effects above have
    // put what was typed into the state: judged by this render's values, a filled form would
    // have been found empty. The submit waits for the effect that makes the form live.
    if (!holdsTheForm.current) {
      held.current = true;
      setStatus("sending");
      return;
    }
    void send();
  };

  // Sent from the render that made the form live, which holds the values above; called, not
  // submitted again: the effect can run inside the submit event that was held, and a form
  // ignores a submit requested while its own is being dispatched.
  const sendHeld = useEffectEvent(() => void send());
  useEffect(() => {
    if (!live) return;
    holdsTheForm.current = true;
    if (!held.current) return;
    held.current = false;
    sendHeld();
  }, [live]);

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      onSubmit={submit}
      // React, which sending needs, loads when a visitor reaches for the form, or at once when
      // there is a draft to bring back: the page around it needs none.
      {...{ [HYDRATE_ON_INTENT_ATTRIBUTE]: DRAFT_KEY }}
      // The bootstrap marks a submit it holds for React on the form itself (the attribute React
      // removes once it has sent it): that one difference from the HTML is meant.
      suppressHydrationWarning
    >
      {fields.map((field) => {
        const error = touched[field] ? errors[field] : undefined;
        const errorId = `contact-${field}-error`;
        const props = {
          id: `contact-${field}`,
          name: field,
          value: values[field],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
          onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
        };
        return (
          <div key={field} className="field">
            <label htmlFor={props.id}>{words.say(field)}</label>
            {field === "message" ? (
              <textarea {...props} rows={7} onChange={(e) => change(field, e.target.value)} />
            ) : (
              <input
                {...props}
                type={field === "email" ? "email" : "text"}
                autoComplete={field}
                spellCheck={field === "email" ? false : undefined}
                onChange={(e) => change(field, e.target.value)}
              />
            )}
            {/* Always there, so an error appearing on blur never moves Send from under the
                pointer that is about to click it. */}
            <p id={errorId} className="field-error">
              {error && <SvgIcon icon={FaCircleExclamation} aria-hidden="true" focusable="false" />}
              {error && words.say(error)}
            </p>
          </div>
        );
      })}

      <div className="honeypot" aria-hidden="true" inert>
        <label htmlFor="contact-website">{words.say("leaveEmpty")}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="form-status" role="status">
        {status === "sending" && <p className="form-status__message">{words.say("sending")}</p>}
        {(status === "success" || status === "failure") && (
          <p className={`form-status__message form-status__message--${status}`}>
            {status === "success" ? (
              <SvgIcon icon={FaCircleCheck} aria-hidden="true" focusable="false" />
            ) : (
              <SvgIcon icon={FaCircleExclamation} aria-hidden="true" focusable="false" />
            )}
            {words.say(statusText[status])}
          </p>
        )}
      </div>

      <noscript>
        <p className="form-status__message">
          {words.say("needsJavaScript")} <a href={emailContact?.href}>{emailContact?.body}</a>.
        </p>
      </noscript>

      <button
        type="submit"
        className="button button--primary"
        disabled={!live}
        // While sending, Send stays focusable (a disabled button would drop the focus of the
        // visitor who pressed it) and a second press is ignored: it says it is busy instead.
        aria-disabled={status === "sending" || undefined}
        aria-busy={status === "sending" || undefined}
      >
        <SvgIcon icon={FaPaperPlane} aria-hidden="true" focusable="false" />
        {/* Both in the page as sent, so that the script holding a submit before React comes can
            swap them, as React does after. */}
        <span hidden={status === "sending"}>{words.say("send")}</span>
        <span hidden={status !== "sending"} {...{ [BUSY_LABEL_ATTRIBUTE]: "" }}>
          {words.say("sending")}
        </span>
      </button>
    </form>
  );
}
