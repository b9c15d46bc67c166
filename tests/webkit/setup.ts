import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { preview } from "astro";
import type { TestProject } from "vitest/node";
import { withoutScripts } from "../helpers/browser";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built site, served by Astro's preview server. */
    site: string;
    /** The same site with every page's scripts removed: "JavaScript off" (see below). */
    siteWithoutScripts: string;
    /** WebKitWebDriver's port. */
    driverPort: number;
  }
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

/** A free loopback port: WebKitWebDriver takes its port as an argument and cannot pick one itself. */
async function freePort() {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * For the whole WebKit run: the built site, a second address for it without scripts, and WebKitWebDriver.
 * A MiniBrowser started with JavaScript disabled cannot be driven (WebKitWebDriver needs scripts to find
 * and click), so "JavaScript off" is the site with its <script> elements taken out by a small proxy.
 */
export default async function setup(project: TestProject) {
  const server = await preview({ root: process.cwd(), logLevel: "warn", server: { host: "127.0.0.1", port: 0 } });
  const site = `http://127.0.0.1:${server.port}`;

  const proxy = createServer(async (request, response) => {
    const upstream = await fetch(site + request.url, { redirect: "manual" });
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    const location = upstream.headers.get("location");
    const body = type.startsWith("text/html")
      ? withoutScripts(await upstream.text())
      : Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { "content-type": type, ...(location ? { location } : {}) });
    response.end(body);
  });
  const proxyPort = await listen(proxy);

  const driverPort = await freePort();
  // --replace-on-new-session: a session whose start was abandoned (see webkit.ts) never blocks the next.
  const driver = spawn("WebKitWebDriver", [`--port=${driverPort}`, "--replace-on-new-session"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<never>((_, reject) =>
    driver.once("exit", (code) =>
      reject(new Error(`WebKitWebDriver exited (${code}); is webkit2gtk-driver installed?`)),
    ),
  );
  const ready = (async () => {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${driverPort}/status`).catch(() => undefined);
      if (status?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([ready, exited]);

  project.provide("site", site);
  project.provide("siteWithoutScripts", `http://127.0.0.1:${proxyPort}`);
  project.provide("driverPort", driverPort);

  return async () => {
    driver.removeAllListeners("exit");
    driver.kill();
    proxy.close();
    await server.stop();
  };
}
