// A whole number (days, minutes, a percentage, a year) as a Brazilian types it into a form: "30", " 30 ", "1.500",
// "10%". A browser's number field would read "7,5" as 75; here a comma or a decimal point is refused, never dropped.

export type ParsedWholeNumber = { ok: true; value: number } | { ok: false; message: string };

const refuse = (message: string): ParsedWholeNumber => ({ ok: false, message });

/** The number typed, or why it cannot be read. */
export function parseWholeNumber(typed: string): ParsedWholeNumber {
  const text = typed.replace(/\s/g, "").replace(/%$/, "");
  if (!text) return refuse("digite um número, como 30");
  if (text.startsWith("-")) return refuse("digite o número sem sinal de menos");
  // Digits, or thousands in groups of three after dots ("1.500").
  if (/^(\d+|\d{1,3}(\.\d{3})+)$/.test(text)) return { ok: true, value: Number(text.replace(/\./g, "")) };
  if (/^[\d.,]+$/.test(text)) return refuse("digite um número inteiro, sem vírgula nem ponto, como 30");
  return refuse("digite só números, como 30");
}
