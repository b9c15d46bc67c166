// A real FTPS server (Debian's /usr/sbin/vsftpd) for the deploy's FTP test (tests/deploy/): explicit TLS
// required for the login and every transfer, with the caller's certificate; in the foreground as a child
// process, on 127.0.0.1, with its configuration and log in a folder of the caller's.
//
// vsftpd's own accounts are system users checked through PAM, which only root can run; so the deploy logs
// in to its anonymous account (the same USER and PASS over TLS), given the rights a host gives an FTP user:
// upload, make folders, rename, delete. Started by root, that account is confined to its folder (chroot)
// and writes as the system user `ftp` (made by Debian's package); started by another user, vsftpd runs as
// that user and cannot confine the account (run_as_launching_user): for as long as the test runs, on
// 127.0.0.1 only, it may reach what that user may.
import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { assertPortsFree, supervise, waitForPort } from "./common.mjs";

export const VSFTPD = process.env.VSFTPD_PATH ?? "/usr/sbin/vsftpd";

/** The system user vsftpd's anonymous account writes as when root starts it (Debian's package makes it). */
const ftpUser = () => ({
  uid: Number(execFileSync("id", ["-u", "ftp"], { encoding: "utf8" })),
  gid: Number(execFileSync("id", ["-g", "ftp"], { encoding: "utf8" })),
});

/**
 * Starts vsftpd in `dir` (which must exist) on 127.0.0.1:`port`, its passive data connections on
 * `dataPorts`. The account's folder is `dir`/home; `own` hands a folder the test made in it (and all it
 * holds) to the account, so that it may write there. `maxRate` limits each transfer (bytes a second), as a
 * slow connection would. `dropSessions` ends every open session at once (its processes killed), as a
 * server that fails in the middle of a transfer.
 * @param {{ dir: string; port: number; dataPorts: [number, number]; cert: string; key: string; maxRate?: number }} options
 * @returns {Promise<{ stop: () => Promise<void>; output: () => string; user: string; home: string; own: (folder: string) => void; dropSessions: () => void }>}
 */
export async function startVsftpd({ dir, port, dataPorts, cert, key, maxRate = 0 }) {
  if (!existsSync(VSFTPD)) throw new Error(`${VSFTPD} not found: apt-get install vsftpd (or set VSFTPD_PATH)`);
  await assertPortsFree([port, ...dataPorts]);
  const asRoot = process.getuid?.() === 0;
  // Confined to its folder, the account may not write to the folder itself (vsftpd refuses a writable
  // chroot): the sites go in folders under it, handed to the account by `own`.
  const home = path.join(dir, "home");
  mkdirSync(home, { mode: 0o755 });
  const account = asRoot ? ftpUser() : undefined;
  const own = (/** @type {string} */ folder) => {
    if (!account) return;
    const walk = (/** @type {string} */ file) => {
      chownSync(file, account.uid, account.gid);
      if (statSync(file).isDirectory()) for (const name of readdirSync(file)) walk(path.join(file, name));
    };
    walk(folder);
  };
  const empty = path.join(dir, "empty");
  mkdirSync(empty, { mode: 0o755 });
  const log = path.join(dir, "vsftpd.log");
  const config = path.join(dir, "vsftpd.conf");
  writeFileSync(
    config,
    `# written by servers/vsftpd.mjs
listen=YES
listen_address=127.0.0.1
listen_port=${port}
background=NO
seccomp_sandbox=NO
vsftpd_log_file=${log}
secure_chroot_dir=${empty}
${asRoot ? "ftp_username=ftp" : "run_as_launching_user=YES"}
local_enable=NO
anonymous_enable=YES
anon_root=${home}
write_enable=YES
anon_upload_enable=YES
anon_mkdir_write_enable=YES
anon_other_write_enable=YES
anon_umask=022
anon_max_rate=${maxRate}
ssl_enable=YES
allow_anon_ssl=YES
force_anon_logins_ssl=YES
force_anon_data_ssl=YES
ssl_ciphers=HIGH
rsa_cert_file=${cert}
rsa_private_key_file=${key}
pasv_enable=YES
pasv_address=127.0.0.1
pasv_min_port=${dataPorts[0]}
pasv_max_port=${dataPorts[1]}
`,
  );
  const child = spawn(VSFTPD, [config], { stdio: ["ignore", "pipe", "pipe"] });
  const { stop, output } = supervise(child, "SIGTERM", [port]);
  const errors = () => output() + (existsSync(log) ? readFileSync(log, "utf8") : "");
  try {
    await waitForPort(port, child, errors);
  } catch (error) {
    await stop();
    throw error;
  }
  // vsftpd forks a process (two, started by root) for each session, under the one listening.
  /** @returns {number[]} */
  const descendants = (/** @type {number} */ pid) => {
    const list = `/proc/${pid}/task/${pid}/children`;
    const children = existsSync(list) ? readFileSync(list, "utf8").split(" ").filter(Boolean).map(Number) : [];
    return children.flatMap((child) => [child, ...descendants(child)]);
  };
  const dropSessions = () => {
    for (const pid of child.pid ? descendants(child.pid) : []) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Ended already.
      }
    }
  };
  return { stop, output: errors, user: "anonymous", home, own, dropSessions };
}
