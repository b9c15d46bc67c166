import { familyPricesCopy, type FamilyPrices as Prices } from "../../content/family-prices";
import { cn } from "../../lib/cn";
import { Card } from "../ui/Card";
import { Section } from "../ui/Section";
import { TextLink } from "../ui/TextLink";

/**
 * A machine family's prices on its page: the labour (a common repair, the hourly rate with its unit) and the way
 * to the worked examples beside the common parts' table. Without parts, the labour's terms share the row.
 */
export function FamilyPrices({ prices, tone }: { prices: Prices; tone: "plain" | "surface" }) {
  const { labour, parts, link } = prices;
  return (
    <Section id="precos-titulo" title={prices.title} lead={prices.lead} tone={tone}>
      <div className={cn("grid gap-10", parts && "lg:grid-cols-2 lg:items-start")}>
        <div>
          {labour.length > 0 && (
            <dl className={cn("grid gap-5", !parts && labour.length > 1 && "md:grid-cols-2")}>
              {labour.map((item) => (
                <div key={item.term} className="border-l-4 border-accent pl-4">
                  <dt className="font-bold text-heading">{item.term}</dt>
                  <dd className="mt-1 text-muted">{item.detail}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className={labour.length > 0 ? "mt-6" : undefined}>
            <TextLink href={link.href}>{link.label}</TextLink>
          </p>
        </div>
        {parts && (
          <Card as="section" aria-labelledby="pecas-titulo" className="min-w-0 p-5 sm:p-6">
            <h3 id="pecas-titulo" className="text-lg font-bold text-heading">
              {parts.title}
            </h3>
            <p className="mt-1 text-sm text-muted">{parts.note}</p>
            {/* Its own sideways scroll, where a table may have one: with a reader's wider text spacing on the
                narrowest phone, its words can outgrow the card (no wider than its column: min-w-0), and the page
                then stays put. */}
            <div className="mt-4 overflow-x-auto">
              <table className="w-full border-collapse text-left">
                <thead>
                  <tr className="border-b-2 border-line">
                    <th scope="col" className="py-2 pr-3 font-semibold text-heading">
                      {familyPricesCopy.partColumn}
                    </th>
                    <th scope="col" className="py-2 font-semibold text-heading">
                      {familyPricesCopy.priceColumn}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {parts.rows.map((row) => (
                    <tr key={row.part} className="border-b border-line last:border-b-0">
                      <th scope="row" className="py-2 pr-3 font-normal text-body">
                        {row.part}
                      </th>
                      <td className="py-2 text-muted">{row.price}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </div>
    </Section>
  );
}
