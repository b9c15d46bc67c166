// The copy of the contact page (/contato). The address comes from the facts file.
import { business } from "../config/business";

const { district, city, state } = business.address;

export const contact = {
  title: "Contato",
  description: `Fale com a ${business.brandName}: orçamento pelo WhatsApp, telefone ${business.phone.display}, e-mail ou visita à oficina no ${district} de ${city}/${state}.`,
  hero: {
    lead: "Conte o que a sua máquina precisa. Respondemos rápido pelo WhatsApp e, em horário comercial, por telefone e e-mail.",
  },
  form: {
    title: "Envie sua mensagem",
    intro: "Preencha os campos e escolha como quer enviar: pelo WhatsApp ou por e-mail.",
    noScript:
      "Para enviar pelo formulário, ative o JavaScript no navegador. Você também pode falar conosco diretamente pelo telefone, WhatsApp ou e-mail ao lado.",
  },
  channels: {
    title: "Outras formas de contato",
    whatsappLabel: "Conversar no WhatsApp",
    hoursTitle: "Horário de atendimento",
  },
  whatsappBox: {
    title: "Resposta mais rápida pelo WhatsApp",
    text: "Máquina parada? Mande uma mensagem com o modelo e o defeito, e até uma foto ou vídeo: respondemos no mesmo dia útil.",
    label: "Chamar agora",
  },
};
