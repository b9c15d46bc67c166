/** Variables Vitest sets: with NODE_ENV=test, Vite would bundle React's development build (twice the JavaScript). */
const VITEST_OWN = ["NODE_ENV", "TEST", "VITEST"];

/** The environment of a build a test starts, as `npm run build` has it, with `extra` on top. */
export const buildEnv = (extra: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_OWN.includes(name))),
  ASTRO_TELEMETRY_DISABLED: "1",
  ...extra,
});
