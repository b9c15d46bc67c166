import { spawn } from "node:child_process";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { assertPortsFree, freePort, supervise, waitForPort } from "./common.mjs";

// A server whose process exits on SIGTERM while a child of its own still holds the port for a moment, as
// wrangler does with workerd: the next server on that port must not find it taken.
const SERVER = `
const { spawn } = require("node:child_process");
const port = Number(process.argv[1]);
const holder = spawn(process.execPath, ["-e", \`
  const server = require("node:net").createServer().listen(\${port}, "127.0.0.1");
  process.on("SIGTERM", () => setTimeout(() => server.close(() => process.exit(0)), 300));
\`], { stdio: "ignore" });
process.on("SIGTERM", () => { holder.kill("SIGTERM"); process.exit(0); });
setInterval(() => {}, 1000);
`;

describe("supervise", () => {
  it("resolves stop() only once the server's ports are free again, even when a child of it holds them", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["-e", SERVER, String(port)], { stdio: ["ignore", "pipe", "pipe"] });
    const { stop, output } = supervise(child, "SIGTERM", [port]);
    await waitForPort(port, child, output);
    await stop();
    expect(child.exitCode).toBe(0);
    await expect(assertPortsFree([port])).resolves.toBeUndefined();
  });

  it("says which port is taken when something else listens there", async () => {
    const server = net.createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
    );
    await expect(assertPortsFree([port])).rejects.toThrow(`127.0.0.1:${port} is already in use`);
    server.close();
  });
});
