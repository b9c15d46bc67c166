import type { SVGProps } from "react";

// WhatsApp glyph from Simple Icons (CC0), its path rounded to 2 decimals by SVGO (a third fewer bytes in
// every page, no visible change at icon sizes). lucide-react ships no brand icons.
export function WhatsAppIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M17.47 14.38c-.3-.15-1.76-.87-2.03-.97s-.47-.14-.67.15-.76.97-.94 1.17-.34.22-.64.07-1.26-.46-2.4-1.47a9 9 0 0 1-1.64-2.06c-.18-.3-.02-.46.13-.6.13-.14.3-.35.44-.53.15-.17.2-.3.3-.5s.05-.36-.03-.51l-.91-2.21c-.24-.58-.49-.5-.67-.51l-.57-.01c-.2 0-.52.07-.8.37-.26.3-1.03 1.02-1.03 2.48s1.06 2.88 1.21 3.08 2.1 3.2 5.08 4.48q1.04.44 1.7.63c.7.22 1.35.2 1.86.11.57-.08 1.76-.71 2-1.4.26-.7.26-1.3.18-1.42-.07-.13-.27-.2-.57-.35m-5.42 7.4A10 10 0 0 1 7 20.42l-.36-.22-3.74.99 1-3.65-.23-.38a10 10 0 0 1-1.51-5.26 9.9 9.9 0 0 1 16.87-6.98 9.8 9.8 0 0 1 2.9 7 9.9 9.9 0 0 1-9.89 9.88m8.41-18.3A11.8 11.8 0 0 0 12.05 0a11.9 11.9 0 0 0-10.3 17.84L.05 24l6.31-1.65a12 12 0 0 0 5.69 1.44c6.55 0 11.89-5.33 11.9-11.89a11.8 11.8 0 0 0-3.49-8.41" />
    </svg>
  );
}
