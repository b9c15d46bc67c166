// A TCP relay on 127.0.0.1 in front of a server, as a slow network between the deploy and the host: what
// the client sends goes on at `bytesPerSecond`, and `cut()` drops every connection at once, as a network
// that fails mid-transfer.
import net from "node:net";

export async function startRelay({
  port,
  target,
  bytesPerSecond,
}: {
  port: number;
  target: number;
  bytesPerSecond: number;
}) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: "127.0.0.1", port: target });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      // Paused for as long as the chunk takes at the chosen rate.
      client.pause();
      setTimeout(() => client.resume(), (chunk.length / bytesPerSecond) * 1000);
    });
    upstream.pipe(client);
    client.on("end", () => upstream.end());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host: "127.0.0.1", port, exclusive: true }, resolve);
  });
  return {
    cut() {
      for (const socket of sockets) socket.resetAndDestroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
