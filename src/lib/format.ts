// How facts are written for Brazilian readers.

/** "07:30" -> "7h30", "18:00" -> "18h": how opening hours are written in Brazil. */
export function formatHour(time: string): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  return `${Number(hours)}h${minutes === "00" ? "" : minutes}`;
}

/** "Garantia estendida" -> "garantia estendida": a sentence's start, for the middle of another. */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "fora do horário" -> "Fora do horário": a phrase made the start of a sentence or a label. */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Segunda a sexta, das 7h30 às 18h; sábado, das 8h às 12h" */
export function formatOpeningHours(periods: readonly { days: string; opens: string; closes: string }[]): string {
  return periods
    .map((p, i) => {
      const days = i === 0 ? p.days : lowerFirst(p.days);
      return `${days}, das ${formatHour(p.opens)} às ${formatHour(p.closes)}`;
    })
    .join("; ");
}

/** "a, b e c" (or "a, b ou c" with "disjunction"): a Portuguese list. */
export const formatList = (items: readonly string[], type: "conjunction" | "disjunction" = "conjunction") =>
  new Intl.ListFormat("pt-BR", { type }).format(items);

/** "2026-11-24" -> "24 de novembro de 2026" */
export const formatDate = (isoDate: string) =>
  new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/** "2026-11-24" -> "novembro de 2026" */
export const formatMonth = (isoDate: string) =>
  new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/** 100 -> "1 hora e 40 minutos", 60 -> "1 hora", 120 -> "2 horas", 20 -> "20 minutos": a time worked, in words. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours ? [`${hours} ${hours === 1 ? "hora" : "horas"}`] : []),
    ...(rest || !hours ? [`${rest} ${rest === 1 ? "minuto" : "minutos"}`] : []),
  ];
  return parts.join(" e ");
}

/** 150 -> "R$ 150,00", with a no-break space: an amount never breaks across lines. */
export const formatMoney = (reais: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(reais).replace(/\s/, "\u00a0");

/** "+5519998765432" -> "(19) 99876-5432", "+551934567890" -> "(19) 3456-7890" */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "").replace(/^55/, "");
  return `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}`;
}
