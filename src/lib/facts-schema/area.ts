import { z } from "zod";
import { int, label, money, text, time, towns } from "./fields.ts";

// The facts of src/data/empresa/cidades.yaml (its form at /admin).

/** The kinds of call the order of priority ranks (the owner picks them in this vocabulary). */
export const PRIORITY_KINDS = ["parada-plano", "emergencia", "parada", "visita-plano", "demais"] as const;
export type PriorityKind = (typeof PRIORITY_KINDS)[number];

export const areaFacts = {
  areaServed: z
    .array(text("o nome da cidade"))
    .min(1, "informe pelo menos uma cidade atendida")
    .meta(label("Cidades atendidas")),
  /** How fast a stopped machine is seen: a visit the same working day for calls before a time, in these towns. */
  sameDayVisit: z
    .object({
      callsBefore: time("a hora limite do chamado para visita no mesmo dia").meta(
        label("Chamados até", "Hora limite para visita no mesmo dia, como 14:00"),
      ),
      towns: towns("com visita no mesmo dia").meta(label("Cidades com visita no mesmo dia")),
    })
    .meta(label("Visita no mesmo dia")),
  /**
   * Who comes first for the one technician, first to last: a stopped machine of a plan customer, any stopped
   * machine, the plan's scheduled visits, every other call. Absent: the site states no order.
   */
  priorityOrder: z
    .array(z.enum(PRIORITY_KINDS, { error: `escolha entre ${PRIORITY_KINDS.join(", ")}` }))
    .min(2, "informe pelo menos dois tipos de chamado, em ordem")
    .refine((kinds) => new Set(kinds).size === kinds.length, "cada tipo de chamado aparece uma vez só")
    .optional()
    .meta(
      label(
        "Ordem de atendimento",
        "Do primeiro ao último: parada-plano (máquina parada de cliente do plano), emergencia (atendimento de emergência pago), parada, visita-plano, demais",
      ),
    ),
  /** Where the work is done, how machines travel and what happens while the technician is busy. */
  logistics: z
    .object({
      /** Repairs at the customer's factory, and at the workshop. */
      onSite: z.boolean().meta(label("Conserta na fábrica do cliente")),
      workshop: z.boolean().meta(label("Conserta na oficina")),
      /** Pickup and delivery of machines to the workshop: the towns and the fee (0: free); absent: none. */
      pickup: z
        .object({
          towns: towns("com busca e entrega").meta(label("Cidades")),
          fee: money("o valor da busca e entrega", { free: true }).meta(label("Valor (R$)")),
        })
        .optional()
        .meta(label("Busca e entrega")),
      /** One technician: while he is on another call, a message is answered within these minutes (opening hours). */
      busyReplyMinutes: int("o tempo de resposta em minutos", 1, 240).meta(
        label("Tempo de resposta durante outro atendimento (minutos)"),
      ),
      /** What the business does not do, so nobody waits for it (short phrases, lowercase). */
      notOffered: z
        .array(text("o que a empresa não faz"))
        .default([])
        .meta(label("O que a empresa não faz", "Frases curtas, com letra minúscula")),
    })
    .optional()
    .meta(label("Onde e como atende")),
};
