// An amount in reais as a Brazilian types it into a form: "100", "100,00", "R$ 100,00", "1.500", "1.500,00" and
// "100.00" all mean what they say. An entry that could mean two amounts ("1,500": mil e quinhentos, or 1,5 with
// a stray zero?) is refused, never guessed.

export type ParsedMoney = { ok: true; value: number } | { ok: false; message: string };

const refuse = (message: string): ParsedMoney => ({ ok: false, message });
const example = "como 80, 80,50 ou 1.500,00";

/** The amount typed, or why it cannot be read. */
export function parseMoney(typed: string): ParsedMoney {
  const text = typed
    .replace(/^\s*R\$\s*/i, "")
    .replace(/\s/g, "")
    .trim();
  if (!text) return refuse(`digite o valor em reais, ${example}`);
  if (text.startsWith("-")) return refuse("digite o valor sem sinal de menos");
  if (!/^[\d.,]+$/.test(text)) return refuse(`digite só números, ${example}`);
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  // The decimal mark is the last comma; or the last dot when no comma follows it and it leaves one or two digits.
  let whole = text;
  let cents = "";
  if (lastComma >= 0) {
    if (text.indexOf(",") !== lastComma) return refuse(`use uma vírgula só, antes dos centavos, ${example}`);
    if (lastDot > lastComma) return refuse(`use o ponto para os milhares e a vírgula para os centavos, ${example}`);
    whole = text.slice(0, lastComma);
    cents = text.slice(lastComma + 1);
    if (cents.length === 3 && lastDot < 0)
      return refuse(`"${typed.trim()}" pode ser lido de dois jeitos: escreva 1.500 para mil e quinhentos, ou 1,50`);
    if (cents.length < 1 || cents.length > 2) return refuse(`use no máximo dois dígitos de centavos, ${example}`);
  } else if (lastDot >= 0 && text.indexOf(".") === lastDot && text.length - lastDot - 1 <= 2) {
    whole = text.slice(0, lastDot);
    cents = text.slice(lastDot + 1);
    if (!cents) return refuse(`digite os centavos depois do ponto, ${example}`);
  }
  // What is left before the decimal mark: digits, in groups of three after the first when dots separate them.
  if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(whole)) return refuse(`confira os pontos dos milhares, ${example}`);
  const value = Number(whole.replace(/\./g, "")) + (cents ? Number(cents.padEnd(2, "0")) / 100 : 0);
  return { ok: true, value: Math.round(value * 100) / 100 };
}
