// Loopback ports of the nginx the server suite starts (not 4321/4329, used by `astro preview` and the
// end-to-end suite). Override with SERVER_TEST_HTTP_PORT / SERVER_TEST_HTTPS_PORT.
export const HTTP_PORT = Number(process.env["SERVER_TEST_HTTP_PORT"] ?? 4390);
export const HTTPS_PORT = Number(process.env["SERVER_TEST_HTTPS_PORT"] ?? 4391);
