// The kinds of field the facts files' schemas (the other modules of this folder) are made of, and the checks they
// share.
import { z } from "zod";
import { upperFirst } from "../format.ts";
import { parseMoney } from "../money.ts";
import { parsePhone } from "../phone.ts";

/** CNPJ check digits (Receita Federal's modulo-11 rule, weights 5..2,9..2 then 6..2,9..2). */
// Not links.ts's: the owner's forms run this schema, and a module they share with the site's islands would cost
// every island's page a chunk of its own.
const digitsOf = (value: string) => value.replace(/\D/g, "");

export function isValidCnpj(value: string): boolean {
  if (!/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(value)) return false;
  const digits = digitsOf(value);
  if (/^(\d)\1{13}$/.test(digits)) return false;
  const checkDigit = (base: string) => {
    const weights = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...base].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = checkDigit(digits.slice(0, 12));
  const second = checkDigit(digits.slice(0, 12) + first);
  return digits.endsWith(`${first}${second}`);
}

// zod's own messages (a value of the wrong kind in a file written by hand) in Portuguese too.
z.config(z.locales.pt());

// Every message of the facts' schema reaches the owner (a form of the CMS, or the build's log): Portuguese, saying
// what to write.
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "07:30" as minutes after midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 630 minutes as "10h30", 600 as "10h". */
export const hoursText = (minutes: number) =>
  `${Math.floor(minutes / 60)}h${minutes % 60 ? String(minutes % 60).padStart(2, "0") : ""}`;
export const isTime = (value: unknown) => typeof value === "string" && TIME.test(value);
export const time = (what: string) =>
  z.string({ error: `informe ${what}` }).regex(TIME, `informe ${what}, no formato 07:30`);

export const isDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
export const date = (what: string) => z.iso.date({ error: `informe ${what}, no formato 2026-12-24` });

/** Google's special hours (a holiday's closed days) cover at most this many days in a row. */
export const SPECIAL_HOURS_MAX_DAYS = 6;

/** The ISO date `days` after another: addDays("2026-12-31", 1) is "2027-01-01". */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The days from one ISO date through another, both included: ["2026-12-24", "2026-12-25", …]. */
export function datesFrom(from: string, through: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= through; day = addDays(day, 1)) days.push(day);
  return days;
}

export const text = (what: string) =>
  z
    .string({ error: `informe ${what}` })
    .trim()
    .min(1, `informe ${what} (o campo está vazio)`);

/**
 * A Brazilian phone number as the facts keep it, "(19) 99876-5432" (mobile) or "(19) 3456-7890" (landline), with
 * its international form derived: +55, the area code (11–99), then 9 digits starting with 9, or 8 digits. The
 * form's phone field (x-widget "telefone") writes it so from however it was typed (phone.ts).
 */
export const PHONE_PATTERN = /^\(([1-9][1-9])\) (9\d{4}|[2-5]\d{3})-(\d{4})$/;
export const phone = (what: string) =>
  z
    .string({ error: `informe ${what}` })
    .trim()
    .superRefine((typed, context) => {
      if (PHONE_PATTERN.test(typed)) return;
      const parsed = parsePhone(typed);
      context.addIssue({
        code: "custom",
        message: parsed.ok
          ? `escreva ${what} como ${parsed.value}`
          : `informe ${what} com DDD, como (19) 98765-4321 ou (19) 3456-7890: ${parsed.message}`,
      });
    })
    .transform((display) => ({ display, e164: `+55${digitsOf(display)}` }))
    .meta({ "x-widget": "telefone" });

/**
 * An amount in reais, to the centavo, above zero. The form's money field (x-widget "dinheiro") writes the number
 * from what was typed ("100,00", "R$ 1.500"); text it could not read reaches the schema as text, and is refused
 * with the reason (money.ts). `free`: the fee may be "grátis", chosen as such (never a 0 typed).
 */
export const money = (what: string, { free = false } = {}) => {
  const amount = z
    .union([z.number(), z.string()], { error: `informe ${what} em reais, por exemplo 80` })
    .transform((value, context) => {
      const parsed = typeof value === "number" ? { ok: true as const, value } : parseMoney(value);
      if (!parsed.ok) {
        context.addIssue({ code: "custom", message: `informe ${what}: ${parsed.message}` });
        return z.NEVER;
      }
      return parsed.value;
    })
    .pipe(
      z
        .number()
        .positive(free ? `informe ${what} acima de zero, ou marque "Grátis"` : `informe ${what} acima de zero`)
        .multipleOf(0.01, "use no máximo dois dígitos de centavos"),
    );
  const field = free ? z.union([z.literal(FREE), amount]).transform((fee) => (fee === FREE ? 0 : fee)) : amount;
  return field.meta({ "x-widget": "dinheiro", ...(free && { "x-free": true }) });
};
/** How the facts file says a fee is free: chosen by its box in the form, read as 0 by the pages. */
export const FREE = "grátis";
/**
 * A part's price on a machine family's page: the machines' collection (src/content.config.ts) reads it with this
 * schema, and its money field in the forms ("Tipos de máquina", outside the facts' check) refuses with it.
 */
export const partPrice = money("o preço da peça");

export const towns = (what: string) =>
  z.array(text("o nome da cidade")).min(1, `escolha pelo menos uma cidade ${what}`);

export const int = (what: string, min: number, max?: number) => {
  const number = z
    .number({ error: `informe ${what} (um número)` })
    .int(`informe ${what} sem casas decimais`)
    .min(min, `informe ${what}: no mínimo ${min}`);
  return max === undefined ? number : number.max(max, `informe ${what}: no máximo ${max}`);
};

export const year = (what: string) => int(what, 1950, 2100);

/** The week's days as schema.org names them (for Google), in order, and as Portuguese says them. */
export const WEEK_DAYS = {
  Monday: "segunda",
  Tuesday: "terça",
  Wednesday: "quarta",
  Thursday: "quinta",
  Friday: "sexta",
  Saturday: "sábado",
  Sunday: "domingo",
} as const;
export type WeekDay = keyof typeof WEEK_DAYS;
export const DAY_ORDER = Object.keys(WEEK_DAYS) as WeekDay[];

/** The Portuguese label of some days: "Segunda a sexta", "Sábado", "Sábado e domingo", "Segunda, quarta e sexta". */
export function daysLabel(days: readonly WeekDay[]): string {
  const sorted = [...days].sort((a, b) => DAY_ORDER.indexOf(a) - DAY_ORDER.indexOf(b));
  const names = sorted.map((day) => WEEK_DAYS[day]);
  const consecutive = sorted.every(
    (day, i) => i === 0 || DAY_ORDER.indexOf(day) === DAY_ORDER.indexOf(sorted[i - 1]!) + 1,
  );
  const label =
    names.length === 1
      ? names[0]!
      : consecutive && names.length > 2
        ? `${names[0]} a ${names.at(-1)}`
        : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
  return upperFirst(label);
}

/** A field's label and hint in the owner's forms (the CMS reads them from the schema: admin-config.ts). */
export const label = (title: string, description?: string) => ({ title, ...(description ? { description } : {}) });
