import { business } from "../config/business";
import { frame } from "../content/frame";
import { formatPhone } from "../lib/format";
import { cn } from "../lib/cn";

/**
 * For desktops, where a wa.me link may lead to "set up WhatsApp on your computer": a QR code of the quote
 * chat to scan with the phone (src/pages/whatsapp-qr.svg.ts), and the number written out. Hidden on phones,
 * where the lazy image is never fetched.
 */
export function WhatsAppQr({ className }: { className?: string }) {
  return (
    <figure
      className={cn("hidden max-w-md items-center gap-4 rounded-card bg-raised p-3 text-body lg:flex", className)}
    >
      <img
        src="/whatsapp-qr.svg"
        alt={frame.whatsappQr.alt}
        width={128}
        height={128}
        loading="lazy"
        decoding="async"
        className="size-32 shrink-0"
      />
      <figcaption className="text-sm">
        <strong className="block text-heading">{frame.whatsappQr.title}</strong> {frame.whatsappQr.text}{" "}
        <span className="font-semibold whitespace-nowrap text-heading">{formatPhone(business.whatsapp)}</span>.
      </figcaption>
    </figure>
  );
}
