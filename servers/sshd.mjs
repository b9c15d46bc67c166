// A real OpenSSH server (Debian's /usr/sbin/sshd) for the deploy's SFTP and rsync tests (tests/deploy/):
// in the foreground as a child process, on 127.0.0.1, with its own configuration, host key, client key and
// pid in a folder of the caller's, letting in only the user running it, with that key. SFTP is sshd's own
// (internal-sftp); rsync runs through the user's shell, as on a server of one's own.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { assertPortsFree, supervise, waitForPort } from "./common.mjs";

export const SSHD = process.env.SSHD_PATH ?? "/usr/sbin/sshd";

/** A new ed25519 key pair in `file` and `file`.pub (no passphrase). */
export function makeSshKey(/** @type {string} */ file) {
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", path.basename(file), "-f", file]);
  return { privateKey: readFileSync(file, "utf8"), publicKey: readFileSync(`${file}.pub`, "utf8").trim() };
}

/**
 * Starts sshd in `dir` (which must exist) on 127.0.0.1:`port`.
 * @param {{ dir: string; port: number }} options
 * @returns {Promise<{ stop: () => Promise<void>; output: () => string; user: string; clientKey: string; hostKey: string }>}
 *   the user it lets in, the private key that user logs in with, and the server's public key as
 *   known_hosts has it ("ssh-ed25519 AAAA…")
 */
export async function startSshd({ dir, port }) {
  if (!existsSync(SSHD)) throw new Error(`${SSHD} not found: apt-get install openssh-server (or set SSHD_PATH)`);
  await assertPortsFree([port]);
  // Started by root, sshd checks that its privilege separation folder exists (Debian's service makes it at
  // boot); as any other user it needs none.
  if (process.getuid?.() === 0) mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  const host = makeSshKey(path.join(dir, "host_key"));
  const client = makeSshKey(path.join(dir, "client_key"));
  writeFileSync(path.join(dir, "authorized_keys"), `${client.publicKey}\n`);
  const user = os.userInfo().username;
  const config = path.join(dir, "sshd_config");
  writeFileSync(
    config,
    `# written by servers/sshd.mjs
ListenAddress 127.0.0.1
Port ${port}
HostKey ${path.join(dir, "host_key")}
PidFile ${path.join(dir, "sshd.pid")}
AuthorizedKeysFile ${path.join(dir, "authorized_keys")}
AllowUsers ${user}
PermitRootLogin prohibit-password
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
# No PAM (it needs root), and no ownership checks of the test's temporary files.
UsePAM no
StrictModes no
Subsystem sftp internal-sftp
`,
  );
  const child = spawn(SSHD, ["-D", "-e", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  const { stop, output } = supervise(child, "SIGTERM", [port]);
  try {
    await waitForPort(port, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  const [type, key] = host.publicKey.split(" ");
  return { stop, output, user, clientKey: client.privateKey, hostKey: `${type} ${key}` };
}
