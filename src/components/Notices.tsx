import { Toaster } from "sonner";

/**
 * The notice area. Only pages that raise notices include it (as an island), so the others
 * ship none of its JavaScript. One notice at a time, 5 s, in a polite live region.
 */
export function Notices() {
  return (
    <Toaster
      position="top-center"
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      customAriaLabel="Avisos"
      toastOptions={{ closeButtonAriaLabel: "Fechar aviso" }}
    />
  );
}
