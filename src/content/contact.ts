// The copy of the contact page (/contato). The address comes from the facts file.
import { business } from "../config/business";
import { formatHour } from "../lib/format";
import { closureNotice } from "./closures";

const { district, city, state } = business.address;

export const contact = {
  title: "Contato",
  description: `Fale com a ${business.brandName}: orçamento pelo WhatsApp, telefone ${business.phone.display}, e-mail ou visita à oficina no ${district} de ${city}/${state}.`,
  hero: {
    lead: "O caminho mais rápido é o WhatsApp ou uma ligação. Se preferir, escreva abaixo: o formulário abre o WhatsApp com a sua mensagem.",
    whatsappLabel: "Chamar no WhatsApp",
  },
  form: {
    title: "Envie sua mensagem",
    intro: "Preencha os campos e envie: a mensagem abre no WhatsApp, pronta para você conferir.",
    // Without JavaScript the form is one message box (nothing else could reach the chat).
    plain: {
      label: "Sua mensagem",
      hint: "Escreva seu nome e telefone, a máquina (tipo e marca), a cidade e o que está acontecendo. O WhatsApp abre com o texto para você conferir e enviar.",
    },
  },
  channels: {
    title: "Outras formas de contato",
    phoneTitle: "Telefone",
    whatsappTitle: "WhatsApp",
    emailTitle: "E-mail",
    addressTitle: "Endereço",
    whatsappLabel: "Conversar no WhatsApp",
    hoursTitle: "Horário de atendimento",
    hours: [
      ...business.openingHours.map(
        (period) => `${period.days}: ${formatHour(period.opens)} às ${formatHour(period.closes)}`,
      ),
      ...(closureNotice ? [closureNotice] : []),
    ],
    saveTitle: "Agenda do celular",
    saveLabel: "Salvar contato (vCard)",
  },
  conditionsTitle: "Como funciona o atendimento",
  whatsappBox: {
    title: "Resposta mais rápida pelo WhatsApp",
    text: "Máquina parada? Mande uma mensagem com o modelo, a marca e o defeito, e até uma foto ou um vídeo: o técnico já chega sabendo o que levar.",
    label: "Chamar agora",
  },
};
