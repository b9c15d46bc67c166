// The copy of the stopped-machine lane (a bar on phones, a block in every footer). Facts from the facts file.
import { business } from "../config/business";
import { formatHour, formatList, formatOpeningHours, lowerFirst } from "../lib/format";
import { closureNotice } from "./closures";

export const stoppedMachine = {
  title: "Máquina parada?",
  hours: `Atendimento: ${lowerFirst(formatOpeningHours(business.openingHours))}.`,
  /** The coming closures, if any starts within 30 days. */
  closures: closureNotice && `${closureNotice}.`,
  sameDay: `Chamados até as ${formatHour(business.sameDayVisit.callsBefore)} em ${formatList(business.sameDayVisit.towns)} têm visita no mesmo dia útil.`,
  afterHours: business.afterHours,
  callLabel: "Ligar agora",
  whatsappLabel: "WhatsApp urgente",
  moreLabel: "Horários",
};
