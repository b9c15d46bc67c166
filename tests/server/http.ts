import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { HTTP_PORT, HTTPS_PORT } from "./ports";

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
 * One request to the test nginx, redirects NOT followed, the certificate verified against the run's own
 * self-signed one (so this also checks nginx serves it on HTTPS_PORT).
 */
export function request(
  path: string,
  {
    scheme = "https",
    method = "GET",
    headers = {},
  }: { scheme?: "http" | "https"; method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const port = scheme === "https" ? HTTPS_PORT : HTTP_PORT;
  const options = {
    host: "127.0.0.1",
    port,
    path,
    method,
    headers,
    ...(scheme === "https" ? { ca: certificate() } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = (scheme === "https" ? https : http).request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const decode = { gzip: gunzipSync, br: brotliDecompressSync }[res.headers["content-encoding"] ?? ""];
        const text = (decode ? decode(raw) : raw).toString("utf8");
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
    const next = new URL(location, `https://127.0.0.1:${HTTPS_PORT}${current}`);
    current = next.pathname + next.search;
  }
  return hops;
}
