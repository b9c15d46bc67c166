import { z } from "zod";
import { digitsOf } from "./links.ts";

/** CNPJ check digits (Receita Federal's modulo-11 rule, weights 5..2,9..2 then 6..2,9..2). */
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

const time = (what: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `expected ${what}`);

const date = (what: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `expected ${what}`);

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
    .string({ error: `expected ${what}` })
    .trim()
    .min(1, `expected ${what}, got an empty text`);

// Brazilian numbers: +55, two-digit area code (11–99), then 8 digits (landline) or 9 starting with 9 (mobile).
const e164Brazil = z
  .string({ error: "expected an E.164 Brazilian number such as +5519998765432" })
  .regex(
    /^\+55[1-9][1-9](9\d{8}|[2-5]\d{7})$/,
    "expected an E.164 Brazilian number such as +5519998765432 (mobile) or +551934567890 (landline)",
  );

const phoneSchema = z
  .object({
    display: z
      .string({ error: "expected a display number such as (19) 99876-5432" })
      .regex(/^\(\d{2}\) (9\d{4}|\d{4})-\d{4}$/, "expected a display number such as (19) 99876-5432 or (19) 3456-7890"),
    e164: e164Brazil,
  })
  .refine((phone) => `55${digitsOf(phone.display)}` === digitsOf(phone.e164), {
    message: "expected display and e164 to be the same number",
  });

/** An amount in reais, to the centavo. */
const money = (what: string) =>
  z
    .number({ error: `expected ${what} in reais, e.g. 80` })
    .nonnegative()
    .multipleOf(0.01, "expected whole centavos");

const towns = (what: string) => z.array(text("a town name")).min(1, `expected at least one town ${what}`);

const imageSchema = z.object({
  /** A stock-photo URL (resized through its query parameters) or a path of a file in public/, e.g. "/fotos/oficina.jpg". */
  src: z
    .string()
    .refine(
      (src) => src.startsWith("/") || src.startsWith("https://"),
      "expected an https:// URL or a /path in public/",
    ),
  alt: text("a Portuguese description of the photo (alt text)"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const businessSchema = z
  .object({
    brandName: text("the short name shown in the logo"),
    legalName: text("the legal (registered) name"),
    cnpj: z
      .string({ error: "expected a CNPJ such as 12.345.678/0001-95" })
      .refine(isValidCnpj, "expected a CNPJ written as 00.000.000/0000-00 with valid check digits"),
    activity: text("a one-sentence description of the registered activity"),
    phone: phoneSchema,
    whatsapp: e164Brazil,
    email: z.email({ error: "expected an e-mail address such as contato@empresa.com.br" }),
    address: z.object({
      street: text("the street name"),
      number: text("the street number"),
      district: text("the district (bairro)"),
      city: text("the town"),
      state: z.literal("SP", { error: 'expected "SP"' }),
      postalCode: z
        .string({ error: "expected a CEP such as 13465-000" })
        .regex(/^\d{5}-\d{3}$/, "expected a CEP written as 00000-000"),
    }),
    openingHours: z
      .array(
        z.object({
          days: text("a Portuguese label for the days, e.g. Segunda a sexta"),
          /** schema.org day names, for the structured data Google reads. */
          dayOfWeek: z
            .array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
            .min(1),
          opens: time("a time such as 07:30"),
          closes: time("a time such as 18:00"),
        }),
      )
      .min(1, "expected at least one opening period"),
    /** Days the business is closed although the weekly hours say open (holidays), for people and Google. */
    closures: z
      .array(
        z
          .object({
            reason: text("why it is closed, e.g. Natal"),
            from: date("the first closed day, e.g. 2026-12-24"),
            through: date("the last closed day, e.g. 2026-12-26"),
            /** A closure longer than Google's special hours allow: the profile is marked temporarily closed. */
            longClosure: z.boolean().default(false),
          })
          .refine((closure) => closure.from <= closure.through, "expected from to be on or before through")
          .refine(
            (closure) =>
              closure.longClosure || datesFrom(closure.from, closure.through).length <= SPECIAL_HOURS_MAX_DAYS,
            `expected at most ${SPECIAL_HOURS_MAX_DAYS} days in a row (Google's special hours); for a longer closure add longClosure: true`,
          ),
      )
      .default([]),
    /** The workshop's position (5 decimals: about a metre), for maps and Google. */
    geo: z.object({
      latitude: z.number().min(-34).max(6).multipleOf(0.00001),
      longitude: z.number().min(-74).max(-34).multipleOf(0.00001),
    }),
    areaServed: z.array(text("a town name")).min(1, "expected at least one town served"),
    siteUrl: z.url({ protocol: /^https$/, error: "expected the site's public https:// address" }),
    foundedYear: z.number().int().min(1950).max(2100),
    /** The year in the copyright line. */
    copyrightYear: z.number().int().min(2000).max(2100),
    /** Days of guarantee on every service, counted from delivery. */
    guaranteeDays: z.number().int().positive(),
    /** Longest wait for an answer to a data subject's request (LGPD art. 19 allows 15 days). */
    dataRequestReplyDays: z.number().int().positive().max(15, "expected at most 15 days (LGPD, art. 19)"),
    /** How fast a stopped machine is seen: a visit the same working day for calls before a time, in these towns. */
    sameDayVisit: z.object({
      callsBefore: time("the latest time of a call that still gets a visit the same day, e.g. 14:00"),
      towns: z.array(text("a town name")).min(1),
    }),
    /** What happens to a call outside the opening hours, in one Portuguese sentence. */
    afterHours: text("a sentence on what happens to a call outside the opening hours"),
    /** Whether every service gets a nota fiscal. */
    issuesInvoice: z.boolean(),
    /** The machine brands the business services, as their makers write them. */
    brands: z.array(text("a brand name")).min(1, "expected at least one brand"),
    /** The technician behind the business (a sole proprietor: the owner). */
    technician: z.object({
      name: text("the technician's name"),
      since: z.number().int().min(1950).max(2100),
      credential: z.object({
        title: text("the course or certificate, e.g. Mecânico de Máquinas de Costura Industrial"),
        issuer: text("who issued it, e.g. SENAI"),
        year: z.number().int().min(1950).max(2100),
      }),
      /** His portrait: a photo file of the owner's in src/assets/fotos/ (resized at build time), or none. */
      portrait: z
        .object({
          file: z
            .string()
            .regex(/^[\w.-]+\.(jpe?g|png|webp)$/i, "expected a file name in src/assets/fotos/, e.g. tecnico.jpg"),
          alt: text("a Portuguese description of the photo (alt text)"),
        })
        .optional(),
    }),
    /** The business's Google Business Profile (its reviews live there), or none. */
    googleBusinessProfileUrl: z.url({ protocol: /^https$/ }).optional(),
    /** The profile's "ask for reviews" link (Google gives it to the owner), for the kit's review card; or none. */
    googleReviewUrl: z
      .url({ protocol: /^https$/, error: "expected the https:// link Google gives to ask for reviews" })
      .optional(),
    /** The profile's categories, exactly as Google's list names them in Portuguese (the owner's kit). */
    googleCategories: z.object({
      primary: text("the primary category, e.g. Serviço de reparo de máquinas de costura"),
      additional: z
        .array(text("a category"))
        .max(9, "expected at most 9 additional categories (Google's limit)")
        .default([]),
    }),
    /** The business's Instagram profile, or none. */
    instagramUrl: z.url({ protocol: /^https$/ }).optional(),
    /** The rules of the loyalty programme. */
    loyalty: z.object({
      /** Smallest value of a service that counts, in reais. */
      minServiceValue: z.number().int().positive(),
      /** Months in which completed services count towards a level. */
      windowMonths: z.number().int().positive(),
      /** Days added to the guarantee for members from the first level on. */
      extendedGuaranteeDays: z.number().int().positive(),
      /** What a free revision covers, in one Portuguese sentence. */
      freeRevision: text("what a free revision covers"),
      /** From this level on, a member's call goes into the day's schedule before others'; absent: no priority. */
      priorityFrom: text("a level's name").optional(),
      /** From this level on, the diagnosis is free even when the quote is declined; absent: never free. */
      freeDiagnosisFrom: text("a level's name").optional(),
      /** From a level on, a discount on replacement parts; absent: none. */
      partsDiscount: z.object({ from: text("a level's name"), percent: z.number().int().min(1).max(100) }).optional(),
      /** The levels: the discount from the nth completed service in the window on. */
      levels: z
        .array(
          z.object({
            name: text("the level's name, e.g. Bronze"),
            fromService: z.number().int().positive(),
            discountPercent: z.number().int().min(1).max(100),
          }),
        )
        .min(1)
        .refine(
          (levels) => levels.every((level, i) => i === 0 || level.fromService > levels[i - 1]!.fromService),
          "expected levels in order of the service they start at",
        ),
    }),
    /** What a visit, a diagnosis and a quote cost; absent, the site names no price. */
    prices: z
      .object({
        /** The technical visit's fee by group of towns (the first group the nearest). */
        visit: z.array(z.object({ towns: towns("in the group"), fee: money("the visit fee") })).min(1),
        /** The diagnosis: its fee, and whether it is deducted from the repair when the quote is approved. */
        diagnosis: z.object({ fee: money("the diagnosis fee"), deductedWhenApproved: z.boolean() }),
        /** Days a written quote stays valid. */
        quoteValidDays: z.number().int().positive(),
      })
      .optional(),
    /** How companies can pay; absent, the site says nothing about payment. */
    payment: z
      .object({
        pix: z.boolean(),
        /** Boleto bancário for companies (a CNPJ). */
        boleto: z.boolean(),
        /** Credit card, in up to this many instalments without interest (1: no instalments); absent: no card. */
        cardInstallments: z.number().int().min(1).max(12).optional(),
        /** Invoiced terms for companies with a registration: days after the invoice; absent: none. */
        invoicedDays: z.number().int().positive().max(120).optional(),
      })
      .optional(),
    /** The preventive-maintenance plan (regular visits under contract); absent, there is no plan page. */
    preventivePlan: z
      .object({
        /** The frequencies offered: months between visits. */
        everyMonths: z.array(z.number().int().min(1).max(12)).min(1),
        /** Price per machine per visit, in reais. */
        pricePerMachine: money("the price per machine per visit"),
        /** Fewest machines a plan covers; absent: from one machine. */
        minMachines: z.number().int().min(2).optional(),
      })
      .optional(),
    /** Where the work is done, how machines travel and what happens while the technician is busy. */
    logistics: z
      .object({
        /** Repairs at the customer's factory, and at the workshop. */
        onSite: z.boolean(),
        workshop: z.boolean(),
        /** Pickup and delivery of machines to the workshop: the towns and the fee (0: free); absent: none. */
        pickup: z.object({ towns: towns("with pickup"), fee: money("the pickup and delivery fee") }).optional(),
        /** One technician: while he is on another call, a message is answered within these minutes (opening hours). */
        busyReplyMinutes: z.number().int().positive().max(240),
        /** What the business does not do, so nobody waits for it (short phrases, lowercase). */
        notOffered: z.array(text("something the business does not do")).default([]),
      })
      .optional(),
    /**
     * The QR stickers put on each machine serviced (the owner's kit): codes such as OLV-0001, each opening its
     * page of the site. `print` is the next sheet's range; every code up to its end keeps a page, so a label
     * printed before keeps working. Absent: no labels.
     */
    machineLabels: z
      .object({
        prefix: z.string().regex(/^[A-Z]{2,5}$/, "expected 2 to 5 capital letters, e.g. OLV"),
        print: z
          .object({
            from: z.number().int().min(1),
            through: z.number().int().max(9999, "expected codes up to 9999"),
          })
          .refine((range) => range.from <= range.through, "expected from to be at most through"),
      })
      .optional(),
    /** The stock or own photos of the pages (the technician's portrait is his own, above). */
    images: z.object({
      hero: imageSchema,
    }),
  })
  .superRefine((business, context) => {
    // Prices and pickup are promised only where the business goes.
    const groups = [
      ...(business.prices?.visit.map((group, i) => [["prices", "visit", i, "towns"], group.towns] as const) ?? []),
      ...(business.logistics?.pickup
        ? [[["logistics", "pickup", "towns"], business.logistics.pickup.towns] as const]
        : []),
    ];
    const levels = business.loyalty.levels.map((level) => level.name);
    const { priorityFrom, freeDiagnosisFrom, partsDiscount } = business.loyalty;
    for (const [key, level] of Object.entries({ priorityFrom, freeDiagnosisFrom, partsDiscount: partsDiscount?.from }))
      if (level !== undefined && !levels.includes(level))
        context.addIssue({
          code: "custom",
          path: ["loyalty", key],
          message: `expected one of the levels (${levels.join(", ")})`,
        });
    if (freeDiagnosisFrom && !business.prices)
      context.addIssue({
        code: "custom",
        path: ["loyalty", "freeDiagnosisFrom"],
        message: "expected prices.diagnosis (its fee)",
      });
    for (const [path, list] of groups) {
      const outside = list.filter((town) => !business.areaServed.includes(town));
      if (outside.length)
        context.addIssue({
          code: "custom",
          path: [...path],
          message: `expected towns of areaServed, got ${outside.join(", ")}`,
        });
    }
  });

export type Business = z.infer<typeof businessSchema>;

/** Validates the facts; a bad value throws one message per field, naming the field and the expected form. */
export function parseBusiness(input: unknown): Business {
  const result = businessSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`Invalid business facts in src/config/business.ts:\n${problems.join("\n")}`);
}
