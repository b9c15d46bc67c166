import { Phone } from "lucide-react";
import { links } from "../../config/site";
import { frame } from "../../content/frame";
import { stoppedMachine as copy } from "../../content/stopped-machine";
import { ContactLink } from "../ContactLink";
import { cn } from "../../lib/cn";
import { ButtonLink, buttonVariants } from "../ui/Button";

export const STOPPED_MACHINE_ID = "maquina-parada";

/** The two ways out of a stopped machine: call now, or a WhatsApp message that says it is urgent. */
function UrgentButtons({ compact = false }: { compact?: boolean }) {
  return (
    <>
      <ButtonLink href={links.phone} variant="accent" size={compact ? "default" : "lg"} className="px-4">
        <Phone aria-hidden="true" />
        {compact ? <span className="max-[23rem]:sr-only">{frame.channels.call}</span> : copy.callLabel}
      </ButtonLink>
      <ContactLink
        channel="whatsapp"
        href={links.whatsappUrgent}
        icon
        className={cn(buttonVariants({ variant: "whatsapp", size: compact ? "default" : "lg" }), "px-4")}
      >
        {compact ? (
          <span className="stopped-machine-end max-[23rem]:sr-only">{frame.channels.whatsapp}</span>
        ) : (
          copy.whatsappLabel
        )}
      </ContactLink>
    </>
  );
}

/**
 * In every footer: the hours, the same-day visit, what happens outside the hours, and the urgent buttons.
 * `id` is the anchor the phone bar leads to; its h2 takes `${id}-titulo`.
 */
export function StoppedMachineBlock({ id = STOPPED_MACHINE_ID }: { id?: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="rounded-card border border-on-primary/15 bg-on-primary/5 p-6"
    >
      <h2 id={`${id}-titulo`} className="text-xl font-bold text-on-primary">
        {copy.title}
      </h2>
      <p className="mt-2">{copy.hours}</p>
      {copy.closures && <p className="mt-1 font-bold">{copy.closures}</p>}
      <p className="mt-1">{copy.sameDay}</p>
      <p className="mt-1">{copy.afterHours}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <UrgentButtons />
      </div>
    </section>
  );
}

/**
 * On phones, a bar at the bottom of every page: one tap to call or to an urgent WhatsApp message, and the
 * way to the hours. No script. Not in a short window (`short`, global.css), where the footer's block serves.
 * The page keeps room for it (global.css), so it never hides the last lines.
 * It shows once its last word is parsed (global.css): fixed at the bottom, a bar painted half-parsed grew
 * upwards as its buttons came.
 */
export function StoppedMachineBar() {
  return (
    <aside
      aria-label={copy.title}
      className="stopped-machine-bar fixed inset-x-0 bottom-0 z-30 border-t border-on-primary/15 bg-inverse/95 px-3 py-2 text-on-inverse frosted focus-ring-accent md:hidden print:hidden short:hidden"
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 text-sm leading-tight">
          <strong className="block text-on-primary">{copy.title}</strong>{" "}
          <a href={`#${STOPPED_MACHINE_ID}`} className="inline-flex min-h-6 items-center underline underline-offset-2">
            {copy.moreLabel}
          </a>
        </p>
        <UrgentButtons compact />
      </div>
    </aside>
  );
}
