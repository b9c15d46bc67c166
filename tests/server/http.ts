import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { origin, server } from "./servers";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the body as sent (compressed if the server compressed it) */
  raw: Buffer;
  /** the body decoded (from gzip or brotli, as Content-Encoding says) */
  text: string;
}

let ca: Buffer | undefined;
const certificate = () => {
  const file = process.env["SERVER_TEST_CA"];
  if (!file) throw new Error("SERVER_TEST_CA is not set: run through playwright.server.config.ts (global setup)");
  return (ca ??= readFileSync(file));
};

/**
 * One request to the running test's server, redirects NOT followed, over HTTPS where the server has it, the
 * certificate verified against the run's own self-signed one (so this also checks the server presents it).
 */
export function request(
  path: string,
  {
    scheme = "https",
    method = "GET",
    headers = {},
  }: { scheme?: "http" | "https"; method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const port = scheme === "https" ? server().https : server().http;
  if (!port) throw new Error(`the ${scheme} port of this server is not set`);
  const options = {
    host: "127.0.0.1",
    port,
    path,
    method,
    headers,
    // Wrangler serves HTTPS with a certificate of its own, not the run's.
    ...(scheme === "https" ? (server().runCertificate ? { ca: certificate() } : { rejectUnauthorized: false }) : {}),
    // Asked for another name (the bare domain), the run's certificate, made for localhost, is still checked.
    ...(scheme === "https" && headers["Host"] ? { servername: "localhost" } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = (scheme === "https" ? https : http).request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const decode = { gzip: gunzipSync, br: brotliDecompressSync }[res.headers["content-encoding"] ?? ""];
        const text = (decode && raw.length ? decode(raw) : raw).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text });
      });
      res.on("error", reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout on ${scheme}://127.0.0.1:${port}${path}`)));
    req.on("error", reject);
    req.end();
  });
}

/** Follows redirects from `path` (at most `max`), returning every hop: a loop shows as running out of hops. */
export async function follow(path: string, max = 5): Promise<Array<{ path: string; status: number }>> {
  const hops: Array<{ path: string; status: number }> = [];
  let current = path;
  for (let i = 0; i <= max; i++) {
    const response = await request(current);
    hops.push({ path: current, status: response.status });
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location) return hops;
    const next = new URL(location, `${origin()}${current}`);
    current = next.pathname + next.search;
  }
  return hops;
}
