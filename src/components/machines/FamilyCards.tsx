import { familyPath, type MachineFamily } from "../../lib/machines";
import { Card } from "../ui/Card";
import { CardRow } from "../ui/CardRow";

/** Every machine family as a card: its name, linking to its page, and its summary. */
export function FamilyCards({ families }: { families: readonly MachineFamily[] }) {
  return (
    <CardRow>
      {families.map((family) => (
        <Card
          as="li"
          key={family.id}
          className="relative p-6 focus-within:border-primary-light hover:border-primary-light"
        >
          <h2 className="text-xl font-bold">
            {/* The link covers the whole card (its ::after), and stays the card's only link. */}
            <a
              href={familyPath(family)}
              className="text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline"
            >
              {family.data.name}
            </a>
          </h2>
          <p className="mt-2 text-muted">{family.data.summary}</p>
        </Card>
      ))}
    </CardRow>
  );
}
