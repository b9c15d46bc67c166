import { z } from "zod";
import { formatDayRange } from "./closures.ts";
import { upperFirst } from "./format.ts";
import { parseMoney } from "./money.ts";
import { parsePhone } from "./phone.ts";
import { ISS_OPTIONS, isValidCnae, PARTS_INVOICE, pixKeyKind, TAX_REGIMES } from "./registration.ts";

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

// Every message here reaches the owner (a form of the CMS, or the build's log): Portuguese, saying what to write.
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "07:30" as minutes after midnight. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 630 minutes as "10h30", 600 as "10h". */
const hoursText = (minutes: number) =>
  `${Math.floor(minutes / 60)}h${minutes % 60 ? String(minutes % 60).padStart(2, "0") : ""}`;
const isTime = (value: unknown) => typeof value === "string" && TIME.test(value);
const time = (what: string) => z.string({ error: `informe ${what}` }).regex(TIME, `informe ${what}, no formato 07:30`);

const isDay = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
const date = (what: string) => z.iso.date({ error: `informe ${what}, no formato 2026-12-24` });

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

const text = (what: string) =>
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
const phone = (what: string) =>
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
const money = (what: string, { free = false } = {}) => {
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

const towns = (what: string) => z.array(text("o nome da cidade")).min(1, `escolha pelo menos uma cidade ${what}`);

const int = (what: string, min: number, max?: number) => {
  const number = z
    .number({ error: `informe ${what} (um número)` })
    .int(`informe ${what} sem casas decimais`)
    .min(min, `informe ${what}: no mínimo ${min}`);
  return max === undefined ? number : number.max(max, `informe ${what}: no máximo ${max}`);
};

const year = (what: string) => int(what, 1950, 2100);

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
const DAY_ORDER = Object.keys(WEEK_DAYS) as WeekDay[];

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
const label = (title: string, description?: string) => ({ title, ...(description ? { description } : {}) });

const imageSchema = z.object({
  /** A stock-photo URL (resized through its query parameters) or a path of a file in public/, e.g. "/fotos/oficina.jpg". */
  src: z
    .string({ error: "informe o endereço da foto" })
    .refine(
      (src) => src.startsWith("/") || src.startsWith("https://"),
      "informe um endereço https:// ou o caminho de uma foto do site, como /fotos/oficina.jpg",
    )
    .meta(label("Endereço da foto", "Uma foto do site (/fotos/oficina.jpg) ou um endereço https://")),
  alt: text("a descrição da foto para quem não enxerga").meta(
    label("Descrição da foto", "O que a foto mostra, para quem usa leitor de tela"),
  ),
  width: int("a largura da foto em pixels", 1).meta(label("Largura (pixels)")),
  height: int("a altura da foto em pixels", 1).meta(label("Altura (pixels)")),
});

const levelName = text("o nome de um nível do programa");

/** The kinds of call the order of priority ranks (the owner picks them in this vocabulary). */
export const PRIORITY_KINDS = ["parada-plano", "emergencia", "parada", "visita-plano", "demais"] as const;
export type PriorityKind = (typeof PRIORITY_KINDS)[number];
/** How the plan is billed: an invoice after each visit, or the year's visits in twelve monthly instalments. */
export const PLAN_BILLING = ["por-visita", "mensal"] as const;

export const businessSchema = z
  .object({
    brandName: text("o nome da empresa como aparece no logotipo").meta(label("Nome da empresa (marca)")),
    legalName: text("a razão social").meta(label("Razão social", "Como está no CNPJ")),
    cnpj: z
      .string({ error: "informe o CNPJ, no formato 00.000.000/0000-00" })
      .refine(isValidCnpj, "informe o CNPJ no formato 00.000.000/0000-00, com os dígitos verificadores certos")
      .meta(label("CNPJ", "No formato 00.000.000/0000-00")),
    activity: text("a atividade registrada, em uma frase").meta(label("Atividade registrada")),
    phone: phone("o telefone").meta(label("Telefone", "Com DDD, como (19) 3456-7890")),
    whatsapp: phone("o número do WhatsApp")
      .transform((number) => number.e164)
      .meta(label("WhatsApp", "O número do WhatsApp Business, com DDD, como (19) 98765-4321")),
    email: z
      .email({ error: "informe um e-mail, como contato@empresa.com.br" })
      .meta(label("E-mail", "Como contato@empresa.com.br")),
    address: z
      .object({
        street: text("a rua").meta(label("Rua")),
        number: text("o número").meta(label("Número")),
        district: text("o bairro").meta(label("Bairro")),
        city: text("a cidade").meta(label("Cidade")),
        state: z.literal("SP", { error: 'informe "SP"' }).meta(label("Estado")),
        postalCode: z
          .string({ error: "informe o CEP, no formato 00000-000" })
          .regex(/^\d{5}-\d{3}$/, "informe o CEP no formato 00000-000")
          .meta(label("CEP", "No formato 00000-000")),
      })
      .meta(label("Endereço da oficina")),
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
            .find(
              (earlier) => closure && earlier && earlier.from <= closure.through && closure.from <= earlier.through,
            );
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
    /** The workshop's position (5 decimals: about a metre), for maps and Google. */
    geo: z
      .object({
        latitude: z
          .number({ error: "informe a latitude" })
          .min(-34)
          .max(6)
          .multipleOf(0.00001)
          .meta(label("Latitude", "Como -22.12345")),
        longitude: z
          .number({ error: "informe a longitude" })
          .min(-74)
          .max(-34)
          .multipleOf(0.00001)
          .meta(label("Longitude", "Como -47.12345")),
      })
      .meta(label("Posição da oficina no mapa")),
    areaServed: z
      .array(text("o nome da cidade"))
      .min(1, "informe pelo menos uma cidade atendida")
      .meta(label("Cidades atendidas")),
    siteUrl: z
      .url({ protocol: /^https$/, error: "informe o endereço do site, começando com https://" })
      .meta(label("Endereço do site", "Começa com https://")),
    foundedYear: year("o ano de abertura").meta(label("Ano de abertura")),
    /** The year in the copyright line. */
    copyrightYear: int("o ano do aviso de direitos", 2000, 2100).meta(label("Ano do aviso de direitos autorais")),
    /** Days of guarantee on every service, counted from delivery. */
    guaranteeDays: int("os dias de garantia", 1).meta(label("Garantia (dias)", "Contados da entrega")),
    /** Longest wait for an answer to a data subject's request (LGPD art. 19 allows 15 days). */
    dataRequestReplyDays: int("o prazo de resposta em dias", 1, 15).meta(
      label("Prazo de resposta a pedidos de dados (dias)", "A LGPD permite no máximo 15"),
    ),
    /** How fast a stopped machine is seen: a visit the same working day for calls before a time, in these towns. */
    sameDayVisit: z
      .object({
        callsBefore: time("a hora limite do chamado para visita no mesmo dia").meta(
          label("Chamados até", "Hora limite para visita no mesmo dia, como 14:00"),
        ),
        towns: towns("com visita no mesmo dia").meta(label("Cidades com visita no mesmo dia")),
      })
      .meta(label("Visita no mesmo dia")),
    /** What happens to a call outside the opening hours, in one Portuguese sentence. */
    afterHours: text("o que acontece com um chamado fora do horário").meta(label("Fora do horário")),
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
    /** What happens to calls while the technician is away (holidays, illness), in one Portuguese sentence. */
    technicianAway: text("o que acontece quando o técnico está fora")
      .optional()
      .meta(label("Quando o técnico está fora", "Férias, feriados, doença: o que acontece com os chamados")),
    /** Whether every service gets a nota fiscal. */
    issuesInvoice: z.boolean().meta(label("Emite nota fiscal")),
    /**
     * What a factory's purchasing department files about the business as its supplier (the supplier sheet,
     * /ficha-fornecedor): tax registration, how the service and its parts are invoiced, how and where to pay, whom
     * to ask about a bill. Each part absent is left out of the sheet.
     */
    supplier: z
      .object({
        municipalRegistration: z
          .string({ error: "informe a inscrição municipal" })
          .regex(/^\d{3,15}$/, "informe a inscrição municipal só com os números, sem pontos nem traços")
          .optional()
          .meta(label("Inscrição municipal", "Só os números, como no cadastro da prefeitura")),
        taxRegime: z
          .enum(TAX_REGIMES, { error: `escolha o regime tributário: ${TAX_REGIMES.join(", ")}` })
          .optional()
          .meta(label("Regime tributário")),
        /** The main CNAE subclass, as the CNPJ card gives it (its description is `activity`). */
        cnae: z
          .string({ error: "informe o CNAE principal" })
          .refine(
            isValidCnae,
            "informe o CNAE principal como está no cartão do CNPJ, como 3314-7/10, com o dígito certo",
          )
          .optional()
          .meta(label("CNAE principal", "Como está no cartão do CNPJ, no formato 3314-7/10")),
        /** Who pays the ISS of the service's invoice: the business, or the client withholding it. */
        iss: z
          .enum(ISS_OPTIONS, { error: `escolha: ${ISS_OPTIONS.join(" ou ")}` })
          .optional()
          .meta(label("ISS", "Retido pelo cliente (descontado da nota) ou não retido (recolhido pela empresa)")),
        /** How replaced parts are invoiced. */
        partsInvoice: z
          .enum(PARTS_INVOICE, { error: `escolha: ${PARTS_INVOICE.join(" ou ")}` })
          .optional()
          .meta(label("Peças trocadas: nota fiscal")),
        /** Who may pay invoiced (payment.invoicedDays), completing "faturado em 28 dias para …". */
        invoicedFor: text("para quem vale o faturado")
          .optional()
          .meta(
            label(
              "Faturado: para quem vale",
              "Completa a frase “faturado em 28 dias para…”, como: empresas com CNPJ ativo que enviam pedido de compra antes do serviço",
            ),
          ),
        pixKey: z
          .string({ error: "informe a chave Pix" })
          .trim()
          .refine(
            (key) => pixKeyKind(key) !== undefined && (pixKeyKind(key) !== "cnpj" || isValidCnpj(key)),
            "informe a chave Pix como está no banco: o CNPJ (00.000.000/0000-00), um e-mail, o celular com +55 (como +5519987654321) ou a chave aleatória",
          )
          .optional()
          .meta(label("Chave Pix", "O CNPJ, um e-mail, o celular com +55 (como +5519987654321) ou a chave aleatória")),
        /** The business's own bank account (its holder: the legal name and CNPJ). */
        bankAccount: z
          .object({
            bank: text("o nome do banco").meta(label("Banco", "Como Banco do Brasil")),
            code: z
              .string({ error: "informe o código do banco" })
              .regex(/^\d{3}$/, "informe o código do banco com 3 números, como 001")
              .meta(label("Código do banco", "3 números, como 001")),
            agency: z
              .string({ error: "informe a agência" })
              .regex(/^\d{4}(-[\dX])?$/, "informe a agência com 4 números e o dígito, se houver, como 1234-5")
              .meta(label("Agência", "Como 1234-5")),
            account: z
              .string({ error: "informe a conta" })
              .regex(/^\d{1,13}-[\dX]$/, "informe a conta com o dígito depois do traço, como 12345-6")
              .meta(label("Conta corrente", "Com o dígito, como 12345-6")),
          })
          .optional()
          .meta(label("Conta bancária", "Em nome da empresa")),
        /** Whom a client's accounts department asks about a bill. */
        billingContact: z
          .object({
            name: text("o nome do contato do financeiro").meta(label("Nome")),
            email: z
              .email({ error: "informe o e-mail do financeiro, como financeiro@empresa.com.br" })
              .meta(label("E-mail")),
            phone: phone("o telefone do financeiro").optional().meta(label("Telefone", "Com DDD")),
          })
          .optional()
          .meta(label("Contato do financeiro", "Quem responde sobre notas e pagamentos")),
      })
      .optional()
      .meta(
        label(
          "Cadastro de fornecedor",
          "O que o setor de compras das fábricas pede para cadastrar a empresa: vai para a ficha cadastral de fornecedor",
        ),
      ),
    /** The technician behind the business (a sole proprietor: the owner). */
    technician: z
      .object({
        name: text("o nome do técnico").meta(label("Nome")),
        since: year("o ano em que começou na profissão").meta(label("Na profissão desde")),
        credential: z
          .object({
            title: text("o curso ou certificado").meta(label("Curso ou certificado")),
            issuer: text("quem emitiu, como SENAI").meta(label("Emitido por")),
            year: year("o ano do certificado").meta(label("Ano")),
          })
          .meta(label("Formação")),
        /** His portrait: a photo file of the owner's in src/assets/fotos/ (resized at build time), or none. */
        portrait: z
          .object({
            file: z
              .string()
              .regex(
                /^[\w.-]+\.(jpe?g|png|webp)$/i,
                "informe o nome de um arquivo em src/assets/fotos/, como tecnico.jpg",
              )
              .meta(label("Arquivo da foto")),
            alt: text("a descrição da foto para quem não enxerga").meta(label("Descrição da foto")),
          })
          .optional()
          .meta(label("Foto do técnico")),
      })
      .meta(label("Técnico")),
    /** The business's Google Business Profile (its reviews live there), or none. */
    googleBusinessProfileUrl: z
      .url({ protocol: /^https$/, error: "informe o link do Perfil da Empresa no Google, começando com https://" })
      .optional()
      .meta(label("Perfil da Empresa no Google (link)")),
    /** The profile's "ask for reviews" link (Google gives it to the owner), for the kit's review card; or none. */
    googleReviewUrl: z
      .url({ protocol: /^https$/, error: "informe o link de pedir avaliações que o Google dá, começando com https://" })
      .optional()
      .meta(label("Link para pedir avaliações no Google")),
    /** The profile's categories, exactly as Google's list names them in Portuguese (the owner's kit). */
    googleCategories: z
      .object({
        primary: text("a categoria principal").meta(label("Categoria principal")),
        additional: z
          .array(text("uma categoria"))
          .max(9, "o Google aceita no máximo 9 categorias adicionais")
          .default([])
          .meta(label("Categorias adicionais")),
      })
      .meta(label("Categorias no Google")),
    /** The business's Instagram profile, or none. */
    instagramUrl: z
      .url({ protocol: /^https$/, error: "informe o link do Instagram, começando com https://" })
      .optional()
      .meta(label("Instagram (link)")),
    /** The rules of the loyalty programme. */
    loyalty: z
      .object({
        /** Smallest value of a service that counts, in reais. */
        minServiceValue: money("o valor mínimo do serviço").meta(label("Valor mínimo do serviço que conta (R$)")),
        /** Months in which completed services count towards a level. */
        windowMonths: int("o período em meses", 1).meta(label("Período em que os serviços contam (meses)")),
        /** Days added to the guarantee for members from the first level on. */
        extendedGuaranteeDays: int("os dias a mais de garantia", 1).meta(label("Garantia estendida (dias a mais)")),
        /** What the follow-up revision of a repair covers (its labour is free, not its parts), in one Portuguese sentence. */
        freeRevision: text("o que a revisão do reparo cobre").meta(label("Revisão do reparo: o que cobre")),
        /** From this level on, a member's call goes into the day's schedule before others'; absent: no priority. */
        priorityFrom: levelName.optional().meta(label("Prioridade na agenda a partir do nível")),
        /** From this level on, the diagnosis is free even when the quote is declined; absent: never free. */
        freeDiagnosisFrom: levelName.optional().meta(label("Diagnóstico grátis a partir do nível")),
        /** From a level on, a discount on replacement parts; absent: none. */
        partsDiscount: z
          .object({
            from: levelName.meta(label("A partir do nível")),
            percent: int("o desconto em peças", 1, 100).meta(label("Desconto (%)")),
          })
          .optional()
          .meta(label("Desconto em peças")),
        /** The levels: the discount from the nth completed service in the window on. */
        levels: z
          .array(
            z.object({
              name: text("o nome do nível, como Bronze").meta(label("Nome do nível")),
              fromService: int("a partir de qual serviço", 1).meta(label("A partir do serviço nº")),
              discountPercent: int("o desconto", 1, 100).meta(label("Desconto (%)")),
            }),
          )
          .min(1, "informe pelo menos um nível")
          .superRefine((levels, context) =>
            levels.forEach((level, i) => {
              if (i > 0 && level.fromService <= levels[i - 1]!.fromService)
                context.addIssue({
                  code: "custom",
                  path: [i, "fromService"],
                  message: `ponha os níveis em ordem: este começa num serviço depois do nível ${levels[i - 1]!.name}`,
                });
            }),
          )
          .meta(label("Níveis")),
      })
      .meta(label("Programa de fidelidade")),
    /** What a visit, a diagnosis and a quote cost; absent, the site names no price. */
    prices: z
      .object({
        /** The technical visit's fee by group of towns (the first group the nearest). */
        visit: z
          .array(
            z.object({
              towns: towns("neste grupo").meta(label("Cidades")),
              fee: money("o valor da visita").meta(label("Valor da visita (R$)")),
            }),
          )
          .min(1, "informe pelo menos um valor de visita")
          .meta(label("Visita técnica por grupo de cidades", "O primeiro grupo é o mais perto")),
        /** The diagnosis: its fee, and whether it is deducted from the repair when the quote is approved. */
        diagnosis: z
          .object({
            fee: money("o valor do diagnóstico").meta(label("Valor do diagnóstico (R$)")),
            deductedWhenApproved: z.boolean().meta(label("Descontado do conserto quando o orçamento é aprovado")),
          })
          .meta(label("Diagnóstico")),
        /** Days a written quote stays valid. */
        quoteValidDays: int("a validade do orçamento em dias", 1).meta(label("Validade do orçamento (dias)")),
        /** Whether the visit is still charged once the repair is approved (false: the repair's bill leaves it out). */
        visitChargedWhenApproved: z
          .boolean()
          .optional()
          .meta(
            label(
              "Visita cobrada quando o conserto é aprovado",
              "Desmarcado: quem aprova o conserto não paga a visita",
            ),
          ),
        /** An estimate from photos sent by WhatsApp, at no cost: the only thing the site calls free. */
        freePhotoEstimate: z
          .boolean()
          .optional()
          .meta(label("Estimativa grátis por fotos no WhatsApp", "Um valor aproximado pelas fotos, sem custo")),
        /**
         * Labour: by the hour (with the fraction of an hour it is billed by, and a minimum), or the usual range of a
         * repair per machine family; absent, the site names no labour price.
         */
        labour: z
          .object({
            hourlyRate: money("o valor da hora de trabalho")
              .optional()
              .meta(label("Valor da hora de trabalho (R$)", "Vazio se cobra por tipo de máquina")),
            /** Labour is billed by this fraction of an hour, in minutes (a fraction begun counts whole). */
            billedEveryMinutes: int("a fração da hora cobrada em minutos", 1, 60)
              .refine((minutes) => 60 % minutes === 0, "use uma fração da hora: 5, 10, 15, 20, 30 ou 60 minutos")
              .optional()
              .meta(
                label(
                  "Hora cobrada em frações de (minutos)",
                  "15 para quarto de hora, 30 para meia hora, 60 para hora cheia; a fração começada conta inteira",
                ),
              ),
            /** The least labour billed for one job, in minutes; absent: no minimum. */
            minimumMinutes: int("o tempo mínimo cobrado em minutos", 1, 480)
              .optional()
              .meta(label("Mínimo cobrado por serviço (minutos)", "60 para uma hora; vazio se não há mínimo")),
            byMachine: z
              .array(
                z
                  .object({
                    /** The machine family, by its file's name (its page's address), as a job photo names it. */
                    family: text("o tipo de máquina").meta(label("Tipo de máquina")),
                    from: money("o menor valor").meta(label("A partir de (R$)")),
                    through: money("o maior valor").meta(label("Até (R$)")),
                  })
                  .refine((range) => range.from <= range.through, {
                    message: "o maior valor não pode ser menor que o menor",
                    path: ["through"],
                  }),
              )
              .default([])
              .superRefine((ranges, context) =>
                ranges.forEach((range, i) => {
                  if (ranges.findIndex((other) => other.family === range.family) < i)
                    context.addIssue({
                      code: "custom",
                      path: [i, "family"],
                      message: "este tipo de máquina já tem uma faixa: cada tipo aparece uma vez só",
                    });
                }),
              )
              .meta(label("Mão de obra por tipo de máquina", "A faixa de um conserto comum de cada tipo")),
          })
          .refine((labour) => labour.hourlyRate !== undefined || labour.byMachine.length > 0, {
            message: "informe o valor da hora ou a faixa de pelo menos um tipo de máquina",
            path: ["hourlyRate"],
          })
          // The hour's unit: a rate says how it is counted, and a fraction or a minimum is of a rate.
          .refine((labour) => labour.hourlyRate === undefined || labour.billedEveryMinutes !== undefined, {
            message: "informe em que frações a hora é cobrada, como 15 minutos",
            path: ["billedEveryMinutes"],
          })
          .refine(
            (labour) =>
              labour.hourlyRate !== undefined ||
              (labour.billedEveryMinutes === undefined && labour.minimumMinutes === undefined),
            { message: "a fração e o mínimo são da hora de trabalho: informe o valor da hora", path: ["hourlyRate"] },
          )
          .optional()
          .meta(label("Mão de obra")),
        /** A stopped machine seen sooner, for a fee on top of the visit. */
        emergency: z
          .object({
            fee: money("o acréscimo da emergência").meta(label("Acréscimo da emergência (R$)", "Somado à visita")),
            withinHours: int("em quantas horas o técnico chega", 1, 48).meta(
              label("O técnico chega em até (horas)", "Dentro do horário de atendimento"),
            ),
            /** Calls up to this time are seen within withinHours the same day; later ones from the next opening. */
            callsBefore: time("a hora limite do chamado de emergência").meta(
              label("Chamados de emergência até", "Depois desta hora, o prazo conta da abertura seguinte, como 14:00"),
            ),
            towns: towns("com atendimento de emergência").meta(label("Cidades com atendimento de emergência")),
            /** Whether the fee is waived when the technician does not arrive within withinHours. */
            waivedIfLate: z
              .boolean()
              .optional()
              .meta(label("Sem acréscimo se o técnico atrasar", "Marcado: passou do prazo, o acréscimo não é cobrado")),
          })
          .optional()
          .meta(label("Atendimento de emergência")),
      })
      .optional()
      .meta(label("Preços")),
    /** How companies can pay; absent, the site says nothing about payment. */
    payment: z
      .object({
        pix: z.boolean().meta(label("Pix")),
        /** Boleto bancário for companies (a CNPJ). */
        boleto: z.boolean().meta(label("Boleto para empresas")),
        /** Credit card, in up to this many instalments without interest (1: no instalments); absent: no card. */
        cardInstallments: int("o número de parcelas", 1, 12)
          .optional()
          .meta(label("Cartão de crédito: parcelas sem juros", "1 para à vista; vazio se não aceita cartão")),
        /** Invoiced terms for companies with a registration: days after the invoice; absent: none. */
        invoicedDays: int("o prazo do faturamento em dias", 1, 120)
          .optional()
          .meta(label("Faturado para empresas (dias)", "Vazio se não fatura")),
      })
      .optional()
      .meta(label("Formas de pagamento")),
    /** The preventive-maintenance plan (regular visits under contract); absent, there is no plan page. */
    preventivePlan: z
      .object({
        /** The frequencies offered: months between visits. */
        everyMonths: z
          .array(int("os meses entre as visitas", 1, 12))
          .min(1, "informe pelo menos uma frequência")
          .meta(label("Frequências (meses entre as visitas)")),
        /** Price per machine per visit, in reais. */
        pricePerMachine: money("o preço por máquina").meta(label("Preço por máquina por visita (R$)")),
        /** Fewest machines a plan covers; absent: from one machine. */
        minMachines: int("o mínimo de máquinas", 2)
          .optional()
          .meta(label("Mínimo de máquinas", "Vazio: a partir de uma")),
        // The contract's terms: each absent one is left unsaid.
        minimumMonths: int("o prazo mínimo em meses", 1, 60)
          .optional()
          .meta(label("Prazo mínimo do contrato (meses)", "Vazio: sem prazo mínimo")),
        cancelNoticeDays: int("o aviso para cancelar em dias", 0, 180)
          .optional()
          .meta(label("Aviso para cancelar (dias)", "0: cancela quando quiser")),
        /** How the price is adjusted once a year, in a short phrase such as "pelo IPCA dos últimos 12 meses". */
        yearlyAdjustment: text("como o preço é reajustado")
          .optional()
          .meta(label("Reajuste anual", "Como: pelo IPCA dos últimos 12 meses")),
        /** Whether visits happen while the factory produces (false: before or after the shift). */
        duringProduction: z
          .boolean()
          .optional()
          .meta(label("Visitas com a produção rodando", "Desmarcado: antes ou depois do turno")),
        saturdays: z.boolean().optional().meta(label("Visitas também aos sábados")),
        /** Most machines seen in one visit (more take another day). */
        machinesPerVisit: int("o máximo de máquinas por visita", 1)
          .optional()
          .meta(label("Máximo de máquinas por visita")),
        /** The time one machine takes in a visit; with machinesPerVisit it must fit in a day of opening hours. */
        minutesPerMachine: int("os minutos por máquina", 5, 480)
          .optional()
          .meta(label("Tempo de visita por máquina (minutos)")),
        visitFeeIncluded: z.boolean().optional().meta(label("Taxa de visita incluída no preço")),
        /** A plan customer's emergency: the fee on top of the visit (0: none). */
        emergencyFee: money("o acréscimo da emergência para o plano", { free: true })
          .optional()
          .meta(label("Acréscimo de emergência para cliente do plano (R$)")),
        /** Whether the loyalty programme's discounts also apply to the plan's price. */
        loyaltyDiscounts: z.boolean().optional().meta(label("Descontos do programa de fidelidade valem no plano")),
        /** What a plan customer pays for a breakdown between the visits. */
        breakdown: z
          .object({
            visitFeeIncluded: z.boolean().meta(label("Visita fora das datas sem taxa de visita")),
            labourDiscountPercent: int("o desconto na mão de obra", 0, 100).meta(
              label("Desconto na mão de obra do conserto (%)", "0: preço normal; 100: incluída no plano"),
            ),
            partsDiscountPercent: int("o desconto nas peças", 0, 100).meta(
              label("Desconto nas peças do conserto (%)", "0: preço normal"),
            ),
          })
          .optional()
          .meta(label("Quebra entre as visitas")),
        /** How the plan is billed: after each visit, or a fixed monthly amount (a year's visits over 12 months). */
        billing: z
          .object({
            basis: z
              .enum(PLAN_BILLING, { error: `escolha entre ${PLAN_BILLING.join(", ")}` })
              .meta(label("Cobrança", "por-visita: nota depois de cada visita; mensal: o valor do ano em 12 parcelas")),
            dueDays: int("o prazo de pagamento em dias", 0, 90).meta(
              label("Vencimento (dias depois da nota)", "0: à vista"),
            ),
          })
          .optional()
          .meta(label("Cobrança do plano")),
        /** Leaving before the minimum term: this share of the visits left is due (0: no fee). */
        earlyExitPercent: int("a multa por sair antes do prazo mínimo", 0, 100)
          .optional()
          .meta(label("Saída antes do prazo mínimo (% das visitas que faltam)", "0: sem multa")),
      })
      .optional()
      .meta(label("Plano de manutenção preventiva")),
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
    /**
     * The QR stickers put on each machine serviced (the owner's kit): codes such as OLV-0001, each opening its
     * page of the site. `print` is the next sheet's range; every code up to its end keeps a page, so a label
     * printed before keeps working. Absent: no labels.
     */
    machineLabels: z
      .object({
        prefix: z
          .string({ error: "informe o prefixo das etiquetas" })
          .regex(/^[A-Z]{2,5}$/, "use de 2 a 5 letras maiúsculas, como ABC")
          .meta(label("Prefixo dos códigos", "De 2 a 5 letras maiúsculas, como ABC")),
        print: z
          .object({
            from: int("o primeiro número", 1).meta(label("Do número")),
            through: int("o último número", 1, 9999).meta(label("Até o número")),
          })
          .refine((range) => range.from <= range.through, {
            message: "o último número não pode ser menor que o primeiro",
            path: ["through"],
          })
          .meta(label("Próxima folha de etiquetas")),
      })
      .optional()
      .meta(label("Etiquetas QR das máquinas")),
    /** The stock or own photos of the pages (the technician's portrait is his own, above). */
    images: z.object({ hero: imageSchema.meta(label("Foto do topo da página inicial")) }).meta(label("Fotos")),
  })
  .superRefine((business, context) => {
    // Rules no single field can carry: they compare fields with each other.
    const levels = business.loyalty.levels.map((level) => level.name);
    const { priorityFrom, freeDiagnosisFrom, partsDiscount } = business.loyalty;
    const chosen = [
      [["priorityFrom"], priorityFrom],
      [["freeDiagnosisFrom"], freeDiagnosisFrom],
      [["partsDiscount", "from"], partsDiscount?.from],
    ] as const;
    for (const [path, level] of chosen)
      if (level !== undefined && !levels.includes(level))
        context.addIssue({
          code: "custom",
          path: ["loyalty", ...path],
          message: `escolha um dos níveis do programa (${levels.join(", ")})`,
        });
    // The supplier sheet says nothing another fact denies: no ISS nor parts' invoice without invoices, no Pix key
    // without Pix, no condition of invoiced payment without its days, and a CNPJ key only the business's own.
    const supplier = business.supplier;
    for (const key of ["iss", "partsInvoice"] as const)
      if (supplier?.[key] && !business.issuesInvoice)
        context.addIssue({
          code: "custom",
          path: ["supplier", key],
          message: 'só vale para quem emite nota fiscal: marque "Emite nota fiscal" (Técnico e empresa) ou deixe vazio',
        });
    if (supplier?.pixKey && !business.payment?.pix)
      context.addIssue({
        code: "custom",
        path: ["supplier", "pixKey"],
        message: "marque Pix nas formas de pagamento (Preços e pagamento), ou deixe a chave vazia",
      });
    if (supplier?.pixKey && pixKeyKind(supplier.pixKey) === "cnpj" && isValidCnpj(business.cnpj))
      if (supplier.pixKey !== business.cnpj)
        context.addIssue({
          code: "custom",
          path: ["supplier", "pixKey"],
          message: `uma chave Pix de CNPJ é o CNPJ da própria empresa (${business.cnpj})`,
        });
    if (supplier?.invoicedFor && business.payment?.invoicedDays === undefined)
      context.addIssue({
        code: "custom",
        path: ["supplier", "invoicedFor"],
        message: "informe o prazo em Faturado para empresas (Preços e pagamento), ou deixe vazio",
      });
    // The plan's kinds of call exist only with a plan.
    if (!business.preventivePlan && business.priorityOrder?.some((kind) => kind.endsWith("-plano")))
      context.addIssue({
        code: "custom",
        path: ["priorityOrder"],
        message: "parada-plano e visita-plano precisam do plano de manutenção preventiva",
      });
    if (freeDiagnosisFrom && !business.prices)
      context.addIssue({
        code: "custom",
        path: ["loyalty", "freeDiagnosisFrom"],
        message: "o diagnóstico grátis precisa do preço do diagnóstico (Preços)",
      });
    // A paid emergency has its place in the one order of priority, chosen by the owner.
    const emergencyRanked = business.priorityOrder?.includes("emergencia");
    if (emergencyRanked && !business.prices?.emergency)
      context.addIssue({
        code: "custom",
        path: ["priorityOrder"],
        message: "emergencia precisa do atendimento de emergência (Preços e pagamento)",
      });
    if (business.prices?.emergency && business.priorityOrder && !emergencyRanked)
      context.addIssue({
        code: "custom",
        path: ["priorityOrder"],
        message: "inclua emergencia na ordem: o atendimento de emergência pago precisa do seu lugar na fila",
      });
    const plan = business.preventivePlan;
    // A visit's machines fit in the longest day of opening hours.
    const spans = business.openingHours.map((hours) =>
      TIME.test(hours.opens) && TIME.test(hours.closes) ? minutesOf(hours.closes) - minutesOf(hours.opens) : 0,
    );
    // Checked once the hours themselves are right (their own rules say what is wrong with them).
    const minutesRight =
      plan?.minutesPerMachine !== undefined && plan.minutesPerMachine >= 5 && plan.minutesPerMachine <= 480;
    if (plan?.machinesPerVisit && minutesRight && spans.length && spans.every((span) => span > 0)) {
      const day = Math.max(...spans);
      const needed = plan.machinesPerVisit * plan.minutesPerMachine!;
      if (needed > day)
        context.addIssue({
          code: "custom",
          path: ["preventivePlan", "minutesPerMachine"],
          message: `${plan.machinesPerVisit} máquinas de ${plan.minutesPerMachine!} minutos (${hoursText(needed)}) não cabem num dia de atendimento (o mais longo tem ${hoursText(day)}): diminua o tempo ou o máximo de máquinas por visita`,
        });
    }
    if (plan?.earlyExitPercent && !plan.minimumMonths)
      context.addIssue({
        code: "custom",
        path: ["preventivePlan", "earlyExitPercent"],
        message: "a multa por sair antes precisa do prazo mínimo do contrato",
      });
    // Prices, pickup and same-day visits are promised only where the business goes.
    const groups = [
      [["sameDayVisit", "towns"], business.sameDayVisit.towns] as const,
      ...(business.prices?.emergency
        ? [[["prices", "emergency", "towns"], business.prices.emergency.towns] as const]
        : []),
      ...(business.prices?.visit.map((group, i) => [["prices", "visit", i, "towns"], group.towns] as const) ?? []),
      ...(business.logistics?.pickup
        ? [[["logistics", "pickup", "towns"], business.logistics.pickup.towns] as const]
        : []),
    ];
    for (const [path, list] of groups) {
      const outside = list.filter((town) => !business.areaServed.includes(town));
      if (outside.length)
        context.addIssue({
          code: "custom",
          path: [...path],
          message: `use só cidades atendidas (Cidades atendidas); não estão lá: ${outside.join(", ")}`,
        });
    }
  });

/** The facts as the owner writes them (the YAML file, the CMS's forms). */
export type BusinessInput = z.input<typeof businessSchema>;
export type Business = z.infer<typeof businessSchema>;

/**
 * Validates the facts; a bad value throws one message per field, naming the field and what to write there, under
 * the file that holds it.
 * @param fileOf where the facts come from, for the message: the file holding a top-level key
 */
export function parseBusiness(
  input: unknown,
  fileOf: (key: PropertyKey | undefined) => string = () => "src/data/empresa",
): Business {
  const result = businessSchema.safeParse(input);
  if (result.success) return result.data;
  const byFile = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const file = fileOf(issue.path[0]);
    byFile.set(file, [...(byFile.get(file) ?? []), `  - ${issue.path.join(".") || "(arquivo)"}: ${issue.message}`]);
  }
  throw new Error(
    [...byFile]
      .map(([file, problems]) => `Os dados da empresa em ${file} têm problemas:\n${problems.join("\n")}`)
      .join("\n"),
  );
}
