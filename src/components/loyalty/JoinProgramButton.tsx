import { linkNotice } from "../../lib/notices";
import { WhatsAppIcon } from "../icons/WhatsAppIcon";
import { ButtonLink } from "../ui/Button";

/**
 * A real link to WhatsApp with the joining message: it opens in a new tab with or without JavaScript.
 * Once the page's <Notices> island has hydrated, a click also confirms with a notice what just happened.
 */
export function JoinProgramButton({
  href,
  label,
  notice,
}: {
  href: string;
  label: string;
  notice: { title: string; description: string };
}) {
  return (
    <ButtonLink href={href} external variant="accent" size="lg" {...linkNotice(notice)}>
      <WhatsAppIcon />
      {label}
    </ButtonLink>
  );
}
