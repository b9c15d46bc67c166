// The one order of priority of the one technician, written once from the facts (priorityOrder): home, the
// plan's terms, the loyalty rules, the terms of use and the WhatsApp away message all read it. What happens
// while he is away (holidays, illness) is the fact technicianAway, said with it.
import type { Business, PriorityKind } from "../lib/business-schema";

const KIND: Record<PriorityKind, string> = {
  "parada-plano": "máquina parada de cliente do plano",
  emergencia: "emergência paga",
  parada: "máquina parada",
  "visita-plano": "visitas programadas do plano",
  demais: "demais chamados, por ordem de chegada",
};

export interface Priority {
  /** The kinds of call, first to last. */
  kinds: string[];
  /** "máquina parada de cliente do plano, depois máquina parada, depois …" */
  inline: string;
  /** The rank (from 0) of a kind of call in the order, or -1. */
  rank: (kind: PriorityKind) => number;
}

/** The order of priority the facts state, or nothing when they state none. */
export function priorityOf({ priorityOrder }: Business): Priority | undefined {
  if (!priorityOrder) return undefined;
  const kinds = priorityOrder.map((kind) => KIND[kind]);
  // In the order read aloud, the rest takes its article: "…, depois os demais chamados".
  const inline = priorityOrder.map((kind) => (kind === "demais" ? `os ${KIND[kind]}` : KIND[kind])).join(", depois ");
  return { kinds, inline, rank: (kind) => priorityOrder.indexOf(kind) };
}
