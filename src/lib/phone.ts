// A Brazilian phone number as people type it, "19991234567", "+55 19 99123-4567", "(019) 3456 7890", written in
// the one form the facts keep: "(19) 99123-4567" (mobile) or "(19) 3456-7890" (landline).

export type ParsedPhone = { ok: true; value: string } | { ok: false; message: string };

const refuse = (message: string): ParsedPhone => ({ ok: false, message });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The number in the facts' form, or what is missing or wrong in it. */
export function parsePhone(typed: string): ParsedPhone {
  if (/[^\d\s()+.\-/]/.test(typed)) return refuse("digite só os números, com o DDD");
  let digits = typed.replace(/\D/g, "");
  if (!digits) return refuse("digite o número com DDD");
  // Brazil's country code (+55 or 0055) and the long-distance 0 ("019…") are not part of the number.
  if (typed.trim().startsWith("+") || digits.startsWith("00")) {
    digits = digits.replace(/^0*/, "");
    if (!digits.startsWith("55")) return refuse("use um número do Brasil (+55)");
    digits = digits.slice(2);
  } else if (digits.startsWith("0")) digits = digits.slice(1);
  // A whole number without its area code.
  if ((digits.length === 9 && digits.startsWith("9")) || (digits.length === 8 && /^[2-5]/.test(digits)))
    return refuse("faltam 2 números: digite o DDD antes do número, como (19) 99123-4567");
  const mobile = digits.length > 2 && digits[2] === "9";
  const expected = mobile ? 11 : 10;
  if (digits.length < expected)
    return refuse(
      `faltam ${plural(expected - digits.length, "número", "números")}: digite o DDD e o número, como (19) 99123-4567`,
    );
  if (digits.length > expected)
    return refuse(`sobram ${plural(digits.length - expected, "número", "números")}: confira o DDD e o número`);
  const area = digits.slice(0, 2);
  if (/0/.test(area)) return refuse(`o DDD ${area} não existe: confira os dois primeiros números`);
  const local = digits.slice(2);
  if (!mobile && !/^[2-5]/.test(local))
    return refuse("um celular começa com 9 depois do DDD; um fixo, com 2, 3, 4 ou 5");
  return { ok: true, value: `(${area}) ${local.slice(0, -4)}-${local.slice(-4)}` };
}
