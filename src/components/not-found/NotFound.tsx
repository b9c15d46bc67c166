import { House, MessageSquare } from "lucide-react";
import { notFound } from "../../content/not-found";
import { ContactLink } from "../ContactLink";
import { FirstBandEnd } from "../PageHero";
import { ButtonLink } from "../ui/Button";

export function NotFound() {
  return (
    <section aria-labelledby="nao-encontrada-titulo" className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center md:py-28">
        <p className="text-sm font-bold tracking-wider text-primary-light uppercase">{notFound.eyebrow}</p>
        <h1 id="nao-encontrada-titulo" className="mt-2 text-3xl font-extrabold tracking-tight text-heading md:text-5xl">
          {notFound.title}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{notFound.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/" variant="primary" size="lg">
            <House aria-hidden="true" />
            {notFound.homeLabel}
          </ButtonLink>
          <ButtonLink href="/contato" variant="outline" size="lg">
            <MessageSquare aria-hidden="true" />
            {notFound.contactLabel}
          </ButtonLink>
        </div>
        <p className="mt-6">
          <ContactLink
            channel="whatsapp"
            icon
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-whatsapp underline-offset-2 hover:underline [&_svg]:size-5"
          >
            {notFound.whatsappLabel}
          </ContactLink>
        </p>
      </div>
      <FirstBandEnd />
    </section>
  );
}
