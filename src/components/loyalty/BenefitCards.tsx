import { BadgePercent, Gift, Headset, Wrench, type LucideIcon } from "lucide-react";
import { DiscountTrack } from "./DiscountTrack";

interface BenefitCard {
  title: string;
  Icon: LucideIcon;
  items: { name: string; text: string }[];
}

const cards: BenefitCard[] = [
  {
    title: "Atendimento prioritário",
    Icon: Headset,
    items: [
      { name: "Agendamento prioritário", text: "Sua máquina entra na frente da fila de agendamento." },
      { name: "Serviço expresso", text: "Prazos menores para reparos feitos em oficina." },
      { name: "Suporte dedicado", text: "Um técnico de referência que conhece o parque de máquinas da sua fábrica." },
    ],
  },
  {
    title: "Revisões e diagnósticos",
    Icon: Wrench,
    items: [
      { name: "Revisões gratuitas", text: "Revisão de acompanhamento sem custo de mão de obra após os reparos." },
      { name: "Diagnóstico gratuito", text: "Avaliação técnica da máquina sem custo antes do orçamento." },
      { name: "Consultoria técnica gratuita", text: "Orientação na compra, troca e regulagem de máquinas." },
    ],
  },
  {
    title: "Vantagens exclusivas",
    Icon: Gift,
    items: [
      { name: "Desconto em peças", text: "Preço diferenciado em peças e acessórios de reposição." },
      {
        name: "Relatórios personalizados",
        text: "Histórico de cada máquina: serviços, peças trocadas e recomendações.",
      },
      { name: "Garantia estendida", text: "Prazo de garantia maior nos serviços realizados." },
    ],
  },
];

export function BenefitCards() {
  return (
    <ul className="grid gap-5 lg:grid-cols-3">
      <li className="rounded-card border-2 border-accent-400 bg-white p-6 shadow-card lg:col-span-3">
        <div className="flex items-center gap-3">
          <span className="grid size-12 place-items-center rounded-control bg-accent-400 text-brand-950">
            <BadgePercent className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-xl font-bold text-brand-900">Descontos progressivos</h3>
        </div>
        <p className="mt-3 text-muted">
          Quanto mais serviços a sua empresa faz conosco, maior o desconto. Ele vale automaticamente a partir do serviço
          indicado.
        </p>
        <div className="mt-6">
          <DiscountTrack />
        </div>
      </li>
      {cards.map(({ title, Icon, items }) => (
        <li key={title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <div className="flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-control bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-xl font-bold text-brand-900">{title}</h3>
          </div>
          <dl className="mt-4 grid gap-3">
            {items.map((item) => (
              <div key={item.name}>
                <dt className="font-semibold text-brand-900">{item.name}</dt>
                <dd className="text-muted">{item.text}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
