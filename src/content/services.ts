// The four services of the business: shown on the home page and listed for Google in
// the structured data's offer catalogue.
export const services = [
  {
    id: "preventiva",
    title: "Manutenção preventiva",
    text: "Revisões programadas de overloques, retas, galoneiras e bordadeiras: limpeza, lubrificação, regulagem de ponto e troca de peças de desgaste antes que a máquina pare a sua linha.",
  },
  {
    id: "reparos",
    title: "Reparos especializados",
    text: "Diagnóstico e conserto de máquinas de costura industrial, de corte, de couro e de calçados: mecânica, motores, servomotores e placas eletrônicas.",
  },
  {
    id: "garantia",
    title: "Garantia de qualidade",
    text: "Todo serviço sai com garantia por escrito, peças de procedência e teste da máquina em funcionamento, com o seu operador, antes da entrega.",
  },
  {
    id: "rapido",
    title: "Atendimento rápido",
    text: "Prioridade para máquina parada, orçamento sem compromisso e técnico na sua fábrica no menor prazo possível.",
  },
] as const;

export type ServiceId = (typeof services)[number]["id"];
