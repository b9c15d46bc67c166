// The formats of what a factory's purchasing department files about a supplier (the supplier sheet): the CNAE
// code with its check digit, and the kinds of Pix key. Pure; the facts' schema checks with it.

/** A CNAE 2.x subclass as the CNPJ card writes it: class, check digit, subclass ("3314-7/10"). */
export const CNAE_PATTERN = /^(\d{4})-(\d)\/(\d{2})$/;

/**
 * Whether a CNAE subclass code is well formed and its class's check digit (IBGE's, the digit after the dash) is
 * right: 1 + 6·d1 + 7·d2 + 8·d3 + 9·d4, modulo 11; a remainder of 10 gives 0 and one of 0 gives 1
 * (3314-7, 4520-0, 7490-1, 9602-5).
 */
export function isValidCnae(code: string): boolean {
  const match = CNAE_PATTERN.exec(code);
  if (!match) return false;
  const [, group, digit] = match;
  const sum = [...group!].reduce((total, d, i) => total + Number(d) * (6 + i), 1);
  const rest = sum % 11;
  const expected = rest === 10 ? 0 : rest === 0 ? 1 : rest;
  return Number(digit) === expected;
}

/** The kinds of Pix key a business can have, by their shape, and how the supplier sheet names them. */
export const PIX_KEY_KINDS = {
  cnpj: "CNPJ",
  email: "e-mail",
  phone: "celular",
  random: "chave aleatória",
} as const;
export type PixKeyKind = keyof typeof PIX_KEY_KINDS;

const PIX_SHAPES: Array<[PixKeyKind, RegExp]> = [
  ["cnpj", /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/],
  // As the bank registers it: +55, the area code and the number, digits only.
  ["phone", /^\+55[1-9]{2}(9\d{8}|[2-5]\d{7})$/],
  ["random", /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i],
  ["email", /^[^\s@]+@[^\s@]+\.[^\s@]+$/],
];

/** The kind of a Pix key by its shape (its CNPJ's check digits are the schema's), or undefined for no key's shape. */
export const pixKeyKind = (key: string): PixKeyKind | undefined => PIX_SHAPES.find(([, shape]) => shape.test(key))?.[0];

/** The tax regimes a business can be under, as the owner picks them and the sheet writes them. */
export const TAX_REGIMES = ["MEI", "Simples Nacional", "Lucro Presumido", "Lucro Real"] as const;

/** Whether the client withholds the ISS of the service's invoice. */
export const ISS_OPTIONS = ["não retido", "retido pelo cliente"] as const;

/** How the parts replaced in a repair are invoiced. */
export const PARTS_INVOICE = ["na mesma nota do serviço", "em nota de venda separada"] as const;
