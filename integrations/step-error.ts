/**
 * A page step found the page other than it expects: Astro or Tailwind changed what they write. The build
 * stops and says which step and what it looked for, rather than writing a page that is subtly wrong.
 */
export class StepError extends Error {
  readonly step: string;

  constructor(step: string, lookedFor: string, found?: string) {
    super(`build step ${step}: expected ${lookedFor}${found ? `, found ${found}` : ""}`);
    this.name = "StepError";
    this.step = step;
  }
}
