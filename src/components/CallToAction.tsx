import { links } from "../config/site";
import { ContactButtons } from "./ContactButtons";

/** The closing call to action: talk on WhatsApp or call. */
export function CallToAction({
  title = "Máquina parada é produção perdida",
  text = "Fale agora com um técnico e receba o seu orçamento sem compromisso.",
  whatsappHref = links.whatsappQuote,
  whatsappLabel = "Chamar no WhatsApp",
}: {
  title?: string;
  text?: string;
  whatsappHref?: string;
  whatsappLabel?: string;
}) {
  return (
    <section aria-labelledby="chamada-titulo" className="bg-brand-800">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-8 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="chamada-titulo" className="text-3xl font-extrabold tracking-tight text-balance text-white">
            {title}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{text}</p>
        </div>
        <ContactButtons
          whatsappHref={whatsappHref}
          whatsappLabel={whatsappLabel}
          phoneVariant="accent"
          className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row"
        />
      </div>
    </section>
  );
}
