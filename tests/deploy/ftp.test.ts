// The deploy script (scripts/deploy.mjs, run as the workflow runs it) against a real FTP server on 127.0.0.1
// (ftp-srv, in this process): a first deploy, a second version (changed, added and removed files), and that
// second deploy cut before each of its writes and deletes in turn. After every cut the site must still work:
// each page there whole (the old or the new one, never half), every asset a page references present; the
// next deploy then finishes the job.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FileSystem, FtpSrv, type FtpConnection } from "ftp-srv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANIFEST } from "../../scripts/lib/deploy/plan.ts";
import {
  deploy as runDeploy,
  expectWorkingSite,
  HOST_OWN,
  readSite,
  V1,
  V2,
  withoutDeployFiles,
  writeSite,
} from "./site.ts";

const USER = "site";
const PASSWORD = "test-only";

const work = mkdtempSync(path.join(tmpdir(), "deploy-ftp-test-"));
const dist1 = writeSite(path.join(work, "v1"), V1);
const dist2 = writeSite(path.join(work, "v2"), V2);

// Each login gets the FTP root of the current case; `cut` stops the connection before the given write or
// delete (1 = the first), as a dropped connection or a killed job would.
let ftpRoot = "";
let cut: { op: "write" | "delete"; at: number } | undefined;
class CuttingFileSystem extends FileSystem {
  private writes = 0;
  private deletes = 0;
  constructor(
    private readonly conn: FtpConnection,
    options: { root: string; cwd: string },
  ) {
    super(conn, options);
  }
  private maybeCut(op: "write" | "delete", count: number) {
    if (cut?.op === op && cut.at === count) {
      (this.conn as unknown as { commandSocket: { destroy(): void } }).commandSocket.destroy();
      throw new Error("connection cut by the test");
    }
  }
  override write(fileName: string, options?: { append?: boolean; start?: number }) {
    this.maybeCut("write", ++this.writes);
    return super.write(fileName, options);
  }
  override delete(file: string) {
    this.maybeCut("delete", ++this.deletes);
    return super.delete(file);
  }
}

const quiet = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, child: () => quiet };
const server = new FtpSrv({
  url: "ftp://127.0.0.1:0",
  pasv_url: "127.0.0.1",
  pasv_min: 30000,
  pasv_max: 40000,
  anonymous: false,
  log: quiet,
  timeout: 20_000,
});
server.on("login", ({ connection, username, password }, resolve, reject) => {
  if (username !== USER || password !== PASSWORD) return reject(new Error("wrong password"));
  // Replies go out at once (without, Nagle's algorithm and delayed acknowledgements cost 40 ms per command).
  (connection as unknown as { commandSocket: { setNoDelay(on: boolean): void } }).commandSocket.setNoDelay(true);
  resolve({ fs: new CuttingFileSystem(connection, { root: ftpRoot, cwd: "/" }) });
});
let port = 0;

beforeAll(async () => {
  await server.listen();
  port = (server as unknown as { server: { address(): { port: number } } }).server.address().port;
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

/** A fresh FTP account: the site's folder, and files of the host's and the owner's it must never touch. */
function freshAccount(name: string) {
  ftpRoot = path.join(work, name);
  mkdirSync(path.join(ftpRoot, "public_html/.well-known"), { recursive: true });
  writeFileSync(path.join(ftpRoot, "public_html/.well-known/token"), "acme");
  writeFileSync(path.join(ftpRoot, "public_html/catalogo.pdf"), "owner's own file");
  writeFileSync(path.join(ftpRoot, "outside.txt"), "outside the site's folder");
  return path.join(ftpRoot, "public_html");
}
const deploy = (dist: string) =>
  runDeploy({
    DEPLOY_METHOD: "ftp",
    DEPLOY_FTP_TLS: "off",
    DEPLOY_HOST: "127.0.0.1",
    DEPLOY_PORT: String(port),
    DEPLOY_USER: USER,
    DEPLOY_PASSWORD: PASSWORD,
    DEPLOY_PATH: "public_html",
    DEPLOY_DIST: dist,
  });

describe("deploy over FTP", { timeout: 120_000 }, () => {
  it("publishes a site, then a second version: the folder is the new build, the host's files untouched", async () => {
    const site = freshAccount("full");
    const first = await deploy(dist1);
    expect(first.ok, first.output).toBe(true);
    expect(withoutDeployFiles(readSite(site))).toEqual({ ...V1, ...HOST_OWN });
    expect(first.output).toContain("left alone (not put there by a deploy): catalogo.pdf");

    const second = await deploy(dist2);
    expect(second.ok, second.output).toBe(true);
    expect(readSite(site)).toEqual({ ...V2, ...HOST_OWN, [MANIFEST]: expect.any(String) });
    expect(readFileSync(path.join(ftpRoot, "outside.txt"), "utf8")).toBe("outside the site's folder");
    // The changed files only: the same-size page and logo too, nothing unchanged.
    expect(second.output).toMatch(/\b9 sent, 4 deleted, 1 unchanged/);

    const again = await deploy(dist2);
    expect(again.output).toMatch(/\b0 sent, 0 deleted, 10 unchanged/);
  });

  it("keeps the site working wherever the second deploy is cut, and the next deploy completes it", async () => {
    // The second deploy writes 11 files (its record, 9 files, its record again) and deletes 4.
    const cuts = [
      ...Array.from({ length: 11 }, (_, i) => ({ op: "write" as const, at: i + 1 })),
      ...Array.from({ length: 4 }, (_, i) => ({ op: "delete" as const, at: i + 1 })),
    ];
    // Each case starts from the same first deploy, copied.
    const published = freshAccount("published-v1");
    expect((await deploy(dist1)).ok).toBe(true);
    for (const point of cuts) {
      const label = `cut before ${point.op} ${point.at}`;
      const site = freshAccount(`cut-${point.op}-${point.at}`);
      cpSync(published, site, { recursive: true });
      cut = point;
      const broken = await deploy(dist2);
      cut = undefined;
      expect(broken.ok, `${label}: the deploy reports the failure`).toBe(false);
      expect(broken.output).toContain("deploy failed");
      expectWorkingSite(readSite(site), [V1, V2], label);

      const resumed = await deploy(dist2);
      expect(resumed.ok, `${label}: ${resumed.output}`).toBe(true);
      expect(readSite(site), label).toEqual({ ...V2, ...HOST_OWN, [MANIFEST]: expect.any(String) });
    }
  });
});
