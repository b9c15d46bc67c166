// The deploy script over SSH (DEPLOY_METHOD sftp and rsync) against a real OpenSSH server on 127.0.0.1
// (Debian's sshd, servers/sshd.mjs), logged in as the user running the tests with a key made for the run,
// the server's key checked against DEPLOY_KNOWN_HOSTS: a first deploy, a second version, nothing sent the
// third time; a server with another key refused; and the second deploy cut inside its largest page by a
// network that fails (a relay that drops the connection once part of the page is written there): every
// page stays whole, and the next deploy completes it.
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeSshKey, startSshd } from "../../servers/sshd.mjs";
import { MANIFEST, TEMP_SUFFIX } from "../../scripts/lib/deploy/plan.ts";
import { startRelay } from "./relay.ts";
import {
  deploy,
  expectWorkingSite,
  HOST_OWN,
  LARGE,
  RATE,
  readSite,
  startDeploy,
  until,
  V1,
  V2,
  withoutDeployFiles,
  writeBuilds,
  writeSite,
} from "./site.ts";

// Ports of this suite (the server suite's are 4390-4394; the FTPS test's 4404-4406).
const SSHD_PORT = 4402;
const RELAY_PORT = 4403;

// Made when the suite starts (not when the file is read: a run that leaves out the tag leaves nothing behind).
let work = "";
let dist1 = "";
let dist2 = "";
let distLarge = "";

type Sshd = Awaited<ReturnType<typeof startSshd>>;
type Relay = Awaited<ReturnType<typeof startRelay>>;
let sshd: Sshd;
let relay: Relay;

/** A fresh remote folder holding the host's and the owner's files. */
let folders = 0;
const freshFolder = () => writeSite(path.join(work, `remote-${++folders}`, "site"), HOST_OWN);

function settings(method: "sftp" | "rsync", folder: string, dist: string, port = SSHD_PORT, hostKey = sshd.hostKey) {
  return {
    DEPLOY_METHOD: method,
    DEPLOY_HOST: "127.0.0.1",
    DEPLOY_PORT: String(port),
    DEPLOY_USER: sshd.user,
    DEPLOY_KEY: sshd.clientKey,
    DEPLOY_KNOWN_HOSTS: `[127.0.0.1]:${port} ${hostKey}\n`,
    DEPLOY_PATH: folder,
    DEPLOY_DIST: dist,
  };
}

/** The name the file is being written under: the deploy's own (SFTP), or rsync's (.name.XXXXXX beside it). */
function partialOf(method: "sftp" | "rsync", folder: string, file: string): string | undefined {
  if (method === "sftp")
    return statSync(path.join(folder, file + TEMP_SUFFIX), { throwIfNoEntry: false }) && file + TEMP_SUFFIX;
  const name = readdirSync(path.join(folder, path.dirname(file))).find((entry) =>
    entry.startsWith(`.${path.basename(file)}.`),
  );
  return name && path.join(path.dirname(file), name);
}

describe("deploy over SSH", { tags: ["servers"], timeout: 120_000 }, () => {
  beforeAll(async () => {
    ({ work, dist1, dist2, distLarge } = writeBuilds("deploy-ssh-test-"));
    sshd = await startSshd({ dir: work, port: SSHD_PORT });
    relay = await startRelay({ port: RELAY_PORT, target: SSHD_PORT, bytesPerSecond: RATE });
  });
  afterAll(async () => {
    await relay?.close();
    await sshd?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  // What each method leaves in the folder besides the build: SFTP, the host's and the owner's files and
  // its record; rsync, whose folder is the site's own, the certificate challenges (.well-known/) only.
  const beside = {
    sftp: { ...HOST_OWN, [MANIFEST]: expect.any(String) },
    rsync: { ".well-known/token": HOST_OWN[".well-known/token"] },
  };

  for (const method of ["sftp", "rsync"] as const) {
    describe(method, () => {
      it("publishes a site, then a second version, then nothing when nothing changed", async () => {
        const folder = freshFolder();
        const first = await deploy(settings(method, folder, dist1));
        expect(first.ok, first.output).toBe(true);
        expect(withoutDeployFiles(readSite(folder))).toEqual(withoutDeployFiles({ ...V1, ...beside[method] }));

        const second = await deploy(settings(method, folder, dist2));
        expect(second.ok, second.output).toBe(true);
        expect(readSite(folder)).toEqual({ ...V2, ...beside[method] });
        if (method === "sftp") expect(second.output).toMatch(/\b9 sent, 4 deleted, 1 unchanged/);

        const before = readdirSync(folder).map((name) => [name, statSync(path.join(folder, name)).mtimeMs]);
        const again = await deploy(settings(method, folder, dist2));
        expect(again.ok, again.output).toBe(true);
        if (method === "sftp") expect(again.output).toMatch(/\b0 sent, 0 deleted, 10 unchanged/);
        expect(readdirSync(folder).map((name) => [name, statSync(path.join(folder, name)).mtimeMs])).toEqual(before);
      });

      it("refuses a server whose key is not the one DEPLOY_KNOWN_HOSTS names, and sends nothing", async () => {
        const folder = freshFolder();
        const other = makeSshKey(path.join(work, `other-${method}`))
          .publicKey.split(" ")
          .slice(0, 2)
          .join(" ");
        const refused = await deploy(settings(method, folder, dist1, SSHD_PORT, other));
        expect(refused.ok, refused.output).toBe(false);
        expect(refused.output).toContain("deploy failed");
        expect(readSite(folder)).toEqual(HOST_OWN);
      });

      it("keeps every page whole when the connection drops inside a page, and the next deploy completes it", async () => {
        const folder = freshFolder();
        expect((await deploy(settings(method, folder, dist1))).ok).toBe(true);
        const run = startDeploy(settings(method, folder, distLarge, RELAY_PORT));
        const large = Buffer.byteLength(LARGE["index.html"] ?? "");
        let partial: string | undefined;
        await until(() => {
          partial = partialOf(method, folder, "index.html");
          const size = partial ? (statSync(path.join(folder, partial), { throwIfNoEntry: false })?.size ?? 0) : 0;
          return size > 0 && size < large / 2;
        }, "part of the large page is on the server");
        relay.cut();
        const cut = await run.done;
        expect(cut.ok, cut.output).toBe(false);
        expect(cut.output).toContain("deploy failed");
        // The old page under its own name, whole; the new one only ever under the name it is written under.
        const remote = readSite(folder);
        expect(remote["index.html"]).toBe(V1["index.html"]);
        const known = new Set([...Object.keys({ ...V1, ...LARGE, ...HOST_OWN }), MANIFEST, partial]);
        expect(Object.keys(remote).filter((file) => !known.has(file))).toEqual([]);
        expectWorkingSite(remote, [V1, LARGE], `${method} cut inside index.html`);

        const resumed = await deploy(settings(method, folder, distLarge));
        expect(resumed.ok, resumed.output).toBe(true);
        expect(readSite(folder)).toEqual({ ...LARGE, ...beside[method] });
      });
    });
  }
});
