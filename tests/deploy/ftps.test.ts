// The deploy script over FTPS (DEPLOY_METHOD ftp, explicit TLS: the default) against a real FTP server on
// 127.0.0.1 (Debian's vsftpd, servers/vsftpd.mjs), TLS required for the login and every transfer, with a
// certificate made for the run that the deploy trusts through NODE_EXTRA_CA_CERTS, as it would a host's
// certificate from a private authority (verification stays on: without it the deploy refuses the server).
// A first deploy, a second version, nothing sent the third time; and the second deploy cut inside its
// largest page by the server dropping the session (transfers at 1 MB/s, so the cut lands inside it): every
// page stays whole, and the next deploy completes it.
import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCertificate } from "../../servers/common.mjs";
import { startVsftpd } from "../../servers/vsftpd.mjs";
import { MANIFEST, TEMP_SUFFIX } from "../../scripts/lib/deploy/plan.ts";
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

// Ports of this suite (the server suite's are 4390-4394; the SSH test's 4402-4403).
const PORT = 4404;
const DATA_PORTS: [number, number] = [4405, 4406];

// Made when the suite starts (not when the file is read: a run that leaves out the tag leaves nothing behind).
let work = "";
let dist1 = "";
let dist2 = "";
let distLarge = "";

let vsftpd: Awaited<ReturnType<typeof startVsftpd>>;
let cert = "";

/** A fresh folder in the FTP account, holding the host's and the owner's files; its name for DEPLOY_PATH. */
let folders = 0;
function freshFolder() {
  const name = `site-${++folders}`;
  const folder = writeSite(path.join(vsftpd.home, name), HOST_OWN);
  vsftpd.own(folder);
  return { name, folder };
}

const settings = (folder: string, dist: string, trust = true) => ({
  DEPLOY_METHOD: "ftp",
  DEPLOY_HOST: "127.0.0.1",
  DEPLOY_PORT: String(PORT),
  DEPLOY_USER: vsftpd.user,
  DEPLOY_PASSWORD: "deploy@example.com",
  DEPLOY_PATH: folder,
  DEPLOY_DIST: dist,
  ...(trust && { NODE_EXTRA_CA_CERTS: cert }),
});

describe("deploy over FTPS", { tags: ["servers"], timeout: 120_000 }, () => {
  beforeAll(async () => {
    ({ work, dist1, dist2, distLarge } = writeBuilds("deploy-ftps-test-"));
    const dir = path.join(work, "server");
    mkdirSync(dir);
    const certificate = makeCertificate(dir);
    cert = certificate.cert;
    vsftpd = await startVsftpd({ dir, port: PORT, dataPorts: DATA_PORTS, ...certificate, maxRate: RATE });
  });
  afterAll(async () => {
    await vsftpd?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("publishes a site, then a second version, then nothing when nothing changed; the host's files untouched", async () => {
    const { name, folder } = freshFolder();
    const first = await deploy(settings(name, dist1));
    expect(first.ok, first.output).toBe(true);
    expect(withoutDeployFiles(readSite(folder))).toEqual({ ...V1, ...HOST_OWN });
    expect(first.output).toContain("left alone (not put there by a deploy): catalogo.pdf");

    const second = await deploy(settings(name, dist2));
    expect(second.ok, second.output).toBe(true);
    expect(readSite(folder)).toEqual({ ...V2, ...HOST_OWN, [MANIFEST]: expect.any(String) });
    expect(second.output).toMatch(/\b9 sent, 4 deleted, 1 unchanged/);

    const again = await deploy(settings(name, dist2));
    expect(again.output).toMatch(/\b0 sent, 0 deleted, 10 unchanged/);
  });

  it("refuses the server when its certificate is not trusted, and sends nothing", async () => {
    const { name, folder } = freshFolder();
    const refused = await deploy(settings(name, dist1, false));
    expect(refused.ok, refused.output).toBe(false);
    expect(refused.output).toMatch(/deploy failed: .*certificate/);
    expect(readSite(folder)).toEqual(HOST_OWN);
  });

  it("keeps every page whole when the server drops the session inside a page, and the next deploy completes it", async () => {
    const { name, folder } = freshFolder();
    expect((await deploy(settings(name, dist1))).ok).toBe(true);
    const run = startDeploy(settings(name, distLarge));
    const large = Buffer.byteLength(LARGE["index.html"] ?? "");
    const partial = path.join(folder, `index.html${TEMP_SUFFIX}`);
    const written = () => statSync(partial, { throwIfNoEntry: false })?.size ?? 0;
    await until(() => written() > 0 && written() < large / 2, "part of the large page is on the server");
    vsftpd.dropSessions();
    const cut = await run.done;
    expect(cut.ok, cut.output).toBe(false);
    expect(cut.output).toContain("deploy failed");
    // The old page under its own name, whole; the new one, cut short, only under the name it is written under.
    const remote = readSite(folder);
    expect(remote["index.html"]).toBe(V1["index.html"]);
    expect(written()).toBeLessThan(large);
    expectWorkingSite(remote, [V1, LARGE], "cut inside index.html");

    const resumed = await deploy(settings(name, distLarge));
    expect(resumed.ok, resumed.output).toBe(true);
    expect(readSite(folder)).toEqual({ ...LARGE, ...HOST_OWN, [MANIFEST]: expect.any(String) });
  });
});
