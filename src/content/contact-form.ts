// The words of the contact form and its notices. No facts here: the form is an island, and the facts file
// (with its validator) stays on the server; the e-mail address arrives as a prop.
export const contactForm = {
  fields: {
    name: { label: "Nome completo", placeholder: "Seu nome completo" },
    phone: { label: "Telefone", placeholder: "(00) 00000-0000" },
    email: { label: "E-mail", placeholder: "voce@empresa.com.br" },
    subject: { label: "Assunto", placeholder: "Selecione um assunto" },
    message: { label: "Mensagem", placeholder: "Descreva sua necessidade ou dúvida..." },
  },
  sendWhatsapp: "Enviar pelo WhatsApp",
  call: "Ligar agora",
  /** "Enviar por e-mail", with "e-mail" never split at its hyphen. */
  sendEmail: ["Enviar por", "e-mail"],
  note: {
    start: "O formulário não envia nada por conta própria: ele monta a mensagem e abre o WhatsApp",
    email: " ou o seu e-mail",
    end: "para você enviar. Nada fica guardado neste site.",
    privacy: "Política de Privacidade",
  },
  notices: {
    email: {
      title: "Abrimos o seu programa de e-mail",
      description: (email: string) => `A mensagem já está escrita: é só enviar. Se nada abriu, escreva para ${email}.`,
    },
    whatsapp: {
      title: "Abrimos o WhatsApp com a sua mensagem",
      description: "Confira o texto e toque em enviar. Os dados continuam preenchidos aqui.",
    },
    blocked: {
      title: "O navegador bloqueou a nova aba",
      description: "A sua mensagem está pronta: abra o WhatsApp pelo link abaixo.",
      action: "Abrir o WhatsApp com a mensagem",
    },
  },
};
