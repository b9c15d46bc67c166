import { z } from "zod";
import { formatDayRange } from "../closures.ts";
import {
  date,
  datesFrom,
  DAY_ORDER,
  daysLabel,
  isDay,
  isTime,
  label,
  SPECIAL_HOURS_MAX_DAYS,
  text,
  time,
} from "./fields.ts";

// The facts of src/data/empresa/horarios.yaml (its form at /admin).

export const hoursFacts = {
  openingHours: z
    .array(
      z
        .object({
          /** schema.org day names, for the structured data Google reads. */
          dayOfWeek: z
            .array(z.enum(DAY_ORDER, { error: "escolha os dias da semana" }))
            .min(1, "escolha pelo menos um dia")
            .meta(label("Dias")),
          opens: time("a hora em que abre").meta(label("Abre às", "Como 07:30")),
          closes: time("a hora em que fecha").meta(label("Fecha às", "Como 18:00")),
        })
        // Compared once both are times.
        .refine((period) => !isTime(period.opens) || !isTime(period.closes) || period.opens < period.closes, {
          message: "a hora de fechar deve vir depois da hora de abrir",
          path: ["closes"],
        })
        .transform((period) => ({ days: daysLabel(period.dayOfWeek), ...period })),
    )
    .min(1, "informe pelo menos um horário de atendimento")
    .meta(label("Horário de atendimento")),
  /** Days the business is closed although the weekly hours say open (holidays), for people and Google. */
  closures: z
    .array(
      z
        .object({
          reason: text("o motivo, como Natal").meta(label("Motivo", "Como Natal ou Férias coletivas")),
          from: date("o primeiro dia fechado").meta(label("Fechado a partir de")),
          through: date("o último dia fechado").meta(label("Fechado até (inclusive)")),
        })
        .refine((closure) => !isDay(closure.from) || !isDay(closure.through) || closure.from <= closure.through, {
          message: "o último dia fechado não pode vir antes do primeiro",
          path: ["through"],
        })
        // Longer than Google's special hours allow: the profile is marked temporarily closed instead.
        .transform((closure) => ({
          ...closure,
          longClosure: datesFrom(closure.from, closure.through).length > SPECIAL_HOURS_MAX_DAYS,
        })),
    )
    .superRefine((closures, context) => {
      // Two closures over the same day would each be announced: one of them is refused, naming the other.
      // (Its days are compared only once each closure's own days are right.)
      const dated = closures.map((closure) => (isDay(closure.from) && isDay(closure.through) ? closure : undefined));
      dated.forEach((closure, i) => {
        const other = dated
          .slice(0, i)
          .find((earlier) => closure && earlier && earlier.from <= closure.through && closure.from <= earlier.through);
        if (other)
          context.addIssue({
            code: "custom",
            path: [i, "reason"],
            message: `este fechamento cai nos mesmos dias de "${other.reason}" (${formatDayRange(other.from, other.through)}): junte os dois num só ou mude as datas`,
          });
      });
    })
    .default([])
    .meta(label("Feriados e fechamentos")),
  /** What happens to a call outside the opening hours, in one Portuguese sentence. */
  afterHours: text("o que acontece com um chamado fora do horário").meta(label("Fora do horário")),
  /** What happens to calls while the technician is away (holidays, illness), in one Portuguese sentence. */
  technicianAway: text("o que acontece quando o técnico está fora")
    .optional()
    .meta(label("Quando o técnico está fora", "Férias, feriados, doença: o que acontece com os chamados")),
};
