import { newTab } from "../../lib/links";
import { linkNotice } from "../../lib/notices";
import { WhatsAppIcon } from "../icons/WhatsAppIcon";
import { buttonVariants } from "../ui/button";

/**
 * A real link to WhatsApp with the joining message: it opens in a new tab with or without JavaScript.
 * Once the page's <Notices> island has hydrated, a click also confirms with a notice what just happened.
 */
export function JoinProgramButton({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      {...newTab}
      className={buttonVariants({ variant: "accent", size: "lg" })}
      {...linkNotice({
        title: "Abrimos o WhatsApp em uma nova aba",
        description: "Envie a mensagem pronta e o técnico faz o cadastro da sua empresa no Programa de Fidelidade.",
      })}
    >
      <WhatsAppIcon />
      {label}
    </a>
  );
}
