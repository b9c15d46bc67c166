import { useEffect, useState, type ReactNode, type SyntheticEvent } from "react";
import { contactMailtoLink, contactSubjects, contactWhatsappLink, type ContactFields } from "../../lib/contact-message";
import { digitsOf, newTab, telLink } from "../../lib/links";
import { notify } from "../../lib/notices";
import { MailIcon, PhoneIcon, SendIcon } from "../icons/island-icons";
import { contactForm as copy } from "../../content/contact-form";
import { buttonVariants } from "../ui/Button";
import { NewTabHint } from "../ui/NewTabHint";

/** WhatsApp's documented "send" address: a plain form can open a chat with ?phone=…&text=…. */
export const WHATSAPP_SEND = "https://api.whatsapp.com/send";

export const fieldClass =
  "mt-1.5 block w-full min-w-0 rounded-control border border-field bg-raised px-3.5 py-2.5 text-base text-body placeholder:text-placeholder focus:border-primary-light focus:outline-3 focus:outline-offset-0 focus:outline-primary";

const emptyFields: ContactFields = { name: "", phone: "", email: "", subject: "", message: "" };

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="font-semibold text-heading">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The contact form sends nothing itself: it composes the five fields into one message and opens the WhatsApp
 * chat (or the mail program) with it. The values stay. Without JavaScript nothing could compose them, so the
 * page shows `PlainContactForm` instead (inside <noscript>), which asks only for what it can send.
 * An island: the business's numbers arrive as props, so the facts file and its validator stay on the server.
 */
export function ContactForm({
  whatsapp,
  email,
  phone,
}: {
  whatsapp: string;
  email: string;
  phone: { display: string; e164: string };
}) {
  const [fields, setFields] = useState(emptyFields);
  // The e-mail button needs the script (a mailto: cannot carry the message from a plain form).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const update = (name: keyof ContactFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function handleSubmit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    if (event.nativeEvent.submitter?.getAttribute("value") === "email") {
      window.location.href = contactMailtoLink(email, fields);
      notify({
        tone: "success",
        title: copy.notices.email.title,
        description: copy.notices.email.description(email),
      });
      return;
    }
    const url = contactWhatsappLink(whatsapp, fields);
    // Not "noopener" in the features: that makes window.open return null, and then a blocked tab
    // could not be told from an opened one. The opener is cut right after instead.
    const opened = window.open(url, "_blank");
    if (opened) {
      opened.opener = null;
      notify({
        tone: "success",
        title: copy.notices.whatsapp.title,
        description: copy.notices.whatsapp.description,
      });
    } else {
      notify({
        tone: "warning",
        title: copy.notices.blocked.title,
        description: copy.notices.blocked.description,
        action: { label: copy.notices.blocked.action, href: url },
      });
    }
  }

  return (
    <form
      method="get"
      action={WHATSAPP_SEND}
      {...newTab}
      onSubmit={handleSubmit}
      className="contact-form grid gap-5"
      aria-describedby="contato-form-nota"
    >
      <input type="hidden" name="phone" value={digitsOf(whatsapp)} />
      <Field id="contato-nome" label={copy.fields.name.label}>
        <input
          id="contato-nome"
          type="text"
          autoComplete="name"
          required
          placeholder={copy.fields.name.placeholder}
          value={fields.name}
          onChange={update("name")}
          className={fieldClass}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contato-telefone" label={copy.fields.phone.label}>
          <input
            id="contato-telefone"
            type="tel"
            autoComplete="tel"
            required
            placeholder={copy.fields.phone.placeholder}
            value={fields.phone}
            onChange={update("phone")}
            className={fieldClass}
          />
        </Field>
        <Field id="contato-email" label={copy.fields.email.label}>
          <input
            id="contato-email"
            type="email"
            autoComplete="email"
            required
            placeholder={copy.fields.email.placeholder}
            value={fields.email}
            onChange={update("email")}
            className={fieldClass}
          />
        </Field>
      </div>
      <Field id="contato-assunto" label={copy.fields.subject.label}>
        <select
          id="contato-assunto"
          required
          value={fields.subject}
          onChange={update("subject")}
          className={fieldClass}
        >
          <option value="">{copy.fields.subject.placeholder}</option>
          {contactSubjects.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="contato-mensagem" label={copy.fields.message.label}>
        <textarea
          id="contato-mensagem"
          name="text"
          rows={5}
          required
          placeholder={copy.fields.message.placeholder}
          value={fields.message}
          onChange={update("message")}
          className={fieldClass}
        />
      </Field>
      <div className="flex flex-col flex-wrap gap-3 sm:flex-row">
        <button type="submit" value="whatsapp" className={buttonVariants({ variant: "whatsapp", size: "lg" })}>
          <SendIcon />
          {copy.sendWhatsapp}
          <NewTabHint />
        </button>
        {/* Shown by CSS (no script needed) while "Atendimento de emergência" is chosen. */}
        <a
          href={telLink(phone.e164)}
          title={phone.display}
          className={`emergency-call ${buttonVariants({ variant: "accent", size: "lg" })}`}
        >
          <PhoneIcon />
          {copy.call}
        </a>
        <button
          type="submit"
          value="email"
          hidden={!hydrated}
          className={buttonVariants({ variant: "outline", size: "lg" })}
        >
          <MailIcon />
          {/* Never "e-" on one line and "mail" on the next. */}
          <span>
            {copy.sendEmail[0]} <span className="whitespace-nowrap">{copy.sendEmail[1]}</span>
          </span>
        </button>
      </div>
      <p id="contato-form-nota" className="text-sm text-muted">
        {copy.note.start}
        {hydrated && copy.note.email} {copy.note.end}{" "}
        <a href="/privacidade" className="font-semibold text-primary underline underline-offset-2">
          {copy.note.privacy}
        </a>
      </p>
    </form>
  );
}
