// How the code imports the facts file ("../config/business", "../../src/config/business.ts"): the build
// (astro.config.mjs) and the build checks (vitest.build.config.ts) alias every such import to the facts file
// they run with, so the site and its checks can be made for another business.
export const FACTS_IMPORT = /^(\.\.?\/)+((src\/)?config\/)?business(\.ts)?$/;
