// The copy of the page shown for unknown addresses (404).
export const notFound = {
  title: "Página não encontrada",
  description: "O endereço acessado não existe. Volte para a página inicial ou fale com o técnico.",
  eyebrow: "Erro 404",
  text: "O endereço pode ter mudado ou foi digitado com algum erro. Siga por um dos caminhos abaixo ou fale conosco pelo WhatsApp.",
  homeLabel: "Ir para a página inicial",
  contactLabel: "Fale conosco",
  whatsappLabel: "Pedir orçamento pelo WhatsApp",
};
