import { familyPath, type MachineFamily } from "../../lib/machines";
import { Card } from "../ui/Card";
import { CardRow } from "../ui/CardRow";
import { TextLink } from "../ui/TextLink";

/** What a visit does to each kind of machine: a card per family, its list, and a link to the family's page. */
export function PlanVisits({ families, linkLabel }: { families: readonly MachineFamily[]; linkLabel: string }) {
  return (
    <CardRow>
      {families.map((family) => (
        <Card as="li" key={family.id} className="flex flex-col p-5">
          <h3 className="text-lg font-bold text-heading">{family.data.name}</h3>
          <ul className="mt-3 mb-3 grid list-disc gap-1.5 pl-5 text-muted marker:text-accent-strong">
            {family.data.preventive.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {/* At the card's foot, level with its neighbours' on the same row. */}
          <TextLink href={familyPath(family)} className="mt-auto self-start">
            {linkLabel}
            <span className="sr-only">: {family.data.name}</span>
          </TextLink>
        </Card>
      ))}
    </CardRow>
  );
}
