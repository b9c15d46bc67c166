const steps = [
  {
    title: "Cadastre-se",
    text: "Fale conosco pelo WhatsApp ou por telefone e informe o nome e o CNPJ da sua empresa. O cadastro é gratuito.",
  },
  {
    title: "Acumule pontos",
    text: "Cada serviço realizado soma pontos e faz a sua empresa subir de nível: Bronze, Prata e Ouro.",
  },
  {
    title: "Aproveite os benefícios",
    text: "Os descontos e as vantagens do seu nível valem automaticamente nos próximos serviços.",
  },
];

export function HowItWorks() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-brand-700 text-lg font-extrabold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold text-brand-900">{step.title}</h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
