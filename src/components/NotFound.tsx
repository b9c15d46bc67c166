import { House, MessageSquare } from "lucide-react";
import { links } from "../config/site";
import { WhatsAppIcon } from "./icons/WhatsAppIcon";
import { ButtonLink } from "./ui/button";

export function NotFound() {
  return (
    <section aria-labelledby="nao-encontrada-titulo" className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center md:py-28">
        <p className="text-sm font-bold tracking-wider text-brand-600 uppercase">Erro 404</p>
        <h1
          id="nao-encontrada-titulo"
          className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-5xl"
        >
          Página não encontrada
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
          O endereço pode ter mudado ou foi digitado com algum erro. Siga por um dos caminhos abaixo ou chame a gente no
          WhatsApp.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/" variant="primary" size="lg">
            <House aria-hidden="true" />
            Ir para a página inicial
          </ButtonLink>
          <ButtonLink href="/contato" variant="outline" size="lg">
            <MessageSquare aria-hidden="true" />
            Falar com a gente
          </ButtonLink>
        </div>
        <p className="mt-6">
          <a
            href={links.whatsappQuote}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-whatsapp underline-offset-2 hover:underline [&_svg]:size-5"
          >
            <WhatsAppIcon />
            Pedir orçamento pelo WhatsApp
          </a>
        </p>
      </div>
    </section>
  );
}
