import { ContactButtons } from "./ContactButtons";
import { Container } from "./ui/Container";

/** The closing call to action of a page: talk on WhatsApp or call. */
export function CallToAction({
  id = "chamada-titulo",
  title,
  text,
  whatsappHref,
  whatsappLabel,
}: {
  /** id of the h2 that labels the band; another one where a page has two bands. */
  id?: string;
  title: string;
  text: string;
  whatsappHref: string;
  whatsappLabel: string;
}) {
  return (
    <section aria-labelledby={id} className="bg-primary-strong focus-ring-accent">
      <Container className="flex flex-col items-start gap-8 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance text-on-primary">
            {title}
          </h2>
          <p className="mt-3 text-lg text-on-inverse">{text}</p>
        </div>
        <ContactButtons
          whatsappHref={whatsappHref}
          whatsappLabel={whatsappLabel}
          phoneVariant="accent"
          className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap lg:shrink-0 lg:flex-col"
        />
      </Container>
    </section>
  );
}
