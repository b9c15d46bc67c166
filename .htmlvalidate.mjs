// html-validate over every built page (npm test). Standards, accessibility and document rules; not the
// stylistic presets, which disagree with React's server output (<input/>, required="") for no gain.
import { defineConfig } from "html-validate";

export default defineConfig({
  extends: ["html-validate:standard", "html-validate:a11y", "html-validate:document"],
  elements: [
    "html5",
    // Astro writes its island rule (astro-island{display:contents}) as a <style> in the body, before the
    // first island. Browsers have always applied it; we allow that one placement rather than patch Astro.
    { style: { flow: true } },
  ],
  rules: {
    "no-inline-style": "error",
    // Everything the site loads is its own; integrity hashes matter for third-party files.
    "require-sri": ["error", { target: "crossorigin" }],
  },
});
