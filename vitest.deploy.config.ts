import { defineConfig } from "vitest/config";

// The deploy's own checks (tests/deploy/): the workflows linted, the deploy script against an FTP server in
// the test's process and against real servers (OpenSSH, vsftpd). They need no build of the site and talk to
// loopback only.
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    // What `npm run check:quick` leaves out (--tags-filter): it runs where no such server is installed (the
    // publishing workflow's check on GitHub's runner).
    tags: [{ name: "servers", description: "starts Debian's OpenSSH server (sshd) or vsftpd" }],
  },
});
