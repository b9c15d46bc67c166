import { business } from "../config/business";
import { links } from "../config/site";
import { formatPhone } from "../lib/format";
import { qrPath } from "../lib/qr";
import { cn } from "../lib/cn";

/**
 * For desktops, where a wa.me link may lead to "set up WhatsApp on your computer": a QR code of the quote
 * chat to scan with the phone, and the number written out. Drawn at build time; hidden on phones.
 */
export function WhatsAppQr({ className }: { className?: string }) {
  const { size, d } = qrPath(links.whatsappQuote);
  return (
    <figure className={cn("hidden max-w-md items-center gap-4 rounded-card bg-white p-3 text-body lg:flex", className)}>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        className="size-32 shrink-0"
        role="img"
        aria-label="Código QR da conversa no WhatsApp"
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="white" />
        <path d={d} fill="black" />
      </svg>
      <figcaption className="text-sm">
        <strong className="block text-heading">No computador?</strong>
        Aponte a câmera do celular para o código: a conversa abre no seu WhatsApp. Ou chame no número{" "}
        <span className="font-semibold whitespace-nowrap text-heading">{formatPhone(business.whatsapp)}</span>.
      </figcaption>
    </figure>
  );
}
