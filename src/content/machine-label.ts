// The page a machine's QR sticker opens (/maquina/OLV-0001) and the printable sheets of stickers (the owner's
// kit). Every fact comes from the facts file; the code names the machine, never the customer.
import { business } from "../config/business";
import { formatOpeningHours, lowerFirst } from "../lib/format";

/** The page of the machine with the sticker `code`. */
export const machinePage = (code: string) => ({
  title: `Máquina ${code}`,
  description: `Máquina com a etiqueta ${code}, atendida pela ${business.brandName}: chame o técnico pelo WhatsApp ou ligue.`,
  lead: `Esta máquina tem a etiqueta ${code} da ${business.brandName}. Para um conserto, uma revisão ou uma dúvida, chame o técnico: a mensagem do WhatsApp já leva o código da máquina.`,
  hours: `Atendimento: ${lowerFirst(formatOpeningHours(business.openingHours))}. ${business.afterHours}`,
  whatsappLabel: "Chamar no WhatsApp",
  /** The prepared message names the machine; the technician asks the rest. */
  message: `Olá! Preciso de atendimento para a máquina da etiqueta ${code}.\n\nO que ela está fazendo: `,
  /** Where its messages say they come from (see integrations/whatsapp-origin.ts). */
  origin: `etiqueta ${code}`,
});

/** The printable sheet of stickers, for a paper named `paper`, with the codes `first` to `last`. */
export const labelSheet = (paper: string, first: string, last: string) => ({
  title: `Etiquetas ${first} a ${last}`,
  heading: `Etiquetas das máquinas: ${first} a ${last}`,
  paper: `Papel: ${paper}.`,
  steps: [
    "Na janela de impressão, escolha escala 100% (ou “Tamanho real”) e margens “Nenhuma”; desligue “Ajustar à página”.",
    "Imprima primeiro uma folha comum e coloque-a sobre a folha de etiquetas contra a luz, para conferir o alinhamento.",
    "Cole uma etiqueta em cada máquina atendida, num lugar visível e longe do óleo.",
  ],
  otherPaper: "Outro papel:",
  /** The sheets' name for screen readers: on a phone they scroll sideways, and a keyboard scrolls them too. */
  sheets: `Folhas para imprimir, etiquetas ${first} a ${last}`,
  phoneLabel: "Tel.",
});
