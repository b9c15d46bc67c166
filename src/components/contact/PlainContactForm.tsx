import { contactForm as copy } from "../../content/contact-form";
import { digitsOf, newTab } from "../../lib/links";
import { SendIcon } from "../icons/island-icons";
import { buttonVariants } from "../ui/Button";
import { NewTabHint } from "../ui/NewTabHint";
import { fieldClass, WHATSAPP_SEND } from "./ContactForm";

/**
 * The form a browser without JavaScript shows instead of `ContactForm`: a plain GET form to WhatsApp whose one
 * field is the whole message, so nothing the visitor types is left behind. Static HTML, never hydrated: so it
 * lives outside the island's module, whose every export goes into the island's bundle.
 */
export function PlainContactForm({ whatsapp, label, hint }: { whatsapp: string; label: string; hint: string }) {
  return (
    <form method="get" action={WHATSAPP_SEND} {...newTab} className="grid gap-5">
      <input type="hidden" name="phone" value={digitsOf(whatsapp)} />
      <div className="min-w-0">
        <label htmlFor="contato-mensagem-simples" className="font-semibold text-heading">
          {label}
        </label>
        <p id="contato-mensagem-dica" className="mt-1 text-sm text-muted">
          {hint}
        </p>
        <textarea
          id="contato-mensagem-simples"
          name="text"
          rows={7}
          required
          aria-describedby="contato-mensagem-dica"
          className={fieldClass}
        />
      </div>
      <div>
        <button type="submit" className={buttonVariants({ variant: "whatsapp", size: "lg" })}>
          <SendIcon />
          {copy.sendWhatsapp}
          <NewTabHint />
        </button>
      </div>
    </form>
  );
}
