// The four services of the business: cards on the home page, each saying one concrete thing and leading to
// where it is explained in full; the structured data's offer catalogue names all of them but the warranty.
import { business } from "../config/business";
import { formatMoney } from "../lib/format";
import { conditions } from "./conditions";

const emergency = business.prices?.emergency;

export const services = [
  {
    id: "preventiva",
    title: "Manutenção preventiva",
    text: "Visitas programadas para limpar, lubrificar, regular e trocar as peças gastas antes que parem a linha, com relatório a cada visita.",
    href: business.preventivePlan ? "/manutencao-preventiva" : "/servicos",
    linkLabel: business.preventivePlan ? "Como funciona o plano" : "Ver os serviços",
  },
  {
    id: "reparos",
    title: "Conserto por tipo de máquina",
    text: "Retas, overloques, galoneiras, travetes, bordadeiras, máquinas de corte e de calçados e motores: cada tipo tem a sua página com os defeitos que resolvemos.",
    href: "/servicos",
    linkLabel: "Escolher a máquina",
  },
  {
    id: "garantia",
    title: "Garantia por escrito",
    text: "Você recebe por escrito o serviço feito e as peças trocadas; se o mesmo defeito voltar no prazo da garantia, corrigimos sem custo.",
    href: "/termos#garantia",
    linkLabel: "O que a garantia cobre",
  },
  {
    id: "rapido",
    title: "Atendimento de emergência",
    // The paid emergency, when the facts offer one: its price; else how a stopped machine is taken.
    text: emergency
      ? `Para a máquina que não pode esperar, com acréscimo de ${formatMoney(emergency.fee)} na visita: diga a máquina, a marca e o defeito, e o técnico diz quando chega.`
      : "Máquina parada passa na frente: diga a máquina, a marca e o defeito, e o técnico diz quando chega.",
    // Where the emergency's promise is said in full (its hours, towns, surcharge, place in the order), when the
    // facts make one; else how a call is handled, when they say it.
    href: conditions.emergency
      ? "/servicos#emergencia"
      : conditions.service.length > 0
        ? "/contato#atendimento-titulo"
        : "/contato",
    linkLabel: conditions.emergency
      ? "Como funciona a emergência"
      : conditions.service.length > 0
        ? "Como funciona o atendimento"
        : "Chamar o técnico",
  },
] as const;

export type ServiceId = (typeof services)[number]["id"];

/** The structured data's offer catalogue: what a factory pays for, not the warranty every service carries. */
export const offeredServices = services.filter((service) => service.id !== "garantia");
