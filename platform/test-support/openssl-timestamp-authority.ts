// A throwaway RFC 3161 timestamp authority for tests (decision 1530): a CA and a TSA
// certificate (extendedKeyUsage critical timeStamping) made with `openssl` in a temp dir, and
// `openssl ts -reply` behind a node:http server on loopback. `misbehave` makes it answer garbage, refuse,
// or stamp another imprint or nonce than the one asked, to test the platform's checks.
import { execFile as execFileCallback, execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

const execFile = promisify(execFileCallback);

/** Whether `openssl` can be run here (the tests that need it are skipped otherwise, with this reason). */
export const opensslAvailable = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
export const NO_OPENSSL = "openssl is not installed on this machine: the local timestamp authority cannot run";

export type Misbehaviour = "none" | "garbage" | "refuse" | "other-imprint" | "other-nonce";

export interface TestTimestampAuthority {
  url: string;
  dir: string;
  caCertPath: string;
  tsaCertPem: string;
  /** How the next answers go wrong ("none": a correct reply). */
  misbehave: Misbehaviour;
  /** Requests received, in order. */
  requests: Buffer[];
  close(): Promise<void>;
}

function config(dir: string) {
  return `[ tsa ]
default_tsa = tsa_config1
[ tsa_config1 ]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.crt
certs = $dir/tsa.crt
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = yes
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
[ v3_ca ]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
[ v3_tsa ]
basicConstraints = CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = critical, timeStamping
`;
}

/** The request rewritten so that the authority stamps something else than what was asked. */
function rewrite(query: Buffer, misbehave: Misbehaviour): Buffer {
  if (misbehave !== "other-imprint" && misbehave !== "other-nonce") return query;
  const request = pkijs.TimeStampReq.fromBER(new Uint8Array(query));
  if (misbehave === "other-imprint") {
    request.messageImprint.hashedMessage = new asn1js.OctetString({ valueHex: Buffer.alloc(32, 7) });
  } else {
    request.nonce = new asn1js.Integer({ value: 42 });
  }
  return Buffer.from(request.toSchema().toBER(false));
}

const refusal = () =>
  Buffer.from(
    new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.rejection }) }).toSchema().toBER(false),
  );

export async function startTestTimestampAuthority(): Promise<TestTimestampAuthority> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "test-tsa-"));
  const file = (name: string) => path.join(dir, name);
  await writeFile(file("tsa.cnf"), config(dir));
  await writeFile(file("serial"), "01\n");
  const openssl = (...args: string[]) => execFile("openssl", args, { cwd: dir });
  const key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  await openssl(
    "req",
    "-x509",
    ...key,
    "-keyout",
    "ca.key",
    "-out",
    "ca.crt",
    "-subj",
    "/CN=Test CA",
    "-days",
    "2",
    "-config",
    "tsa.cnf",
    "-extensions",
    "v3_ca",
  );
  await openssl("req", "-new", ...key, "-keyout", "tsa.key", "-out", "tsa.csr", "-subj", "/CN=Test TSA", "-config", "tsa.cnf");
  await openssl(
    "x509",
    "-req",
    "-in",
    "tsa.csr",
    "-CA",
    "ca.crt",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "tsa.crt",
    "-days",
    "2",
    "-extfile",
    "tsa.cnf",
    "-extensions",
    "v3_tsa",
  );

  let sequence = 0;
  const authority: TestTimestampAuthority = {
    url: "",
    dir,
    caCertPath: file("ca.crt"),
    tsaCertPem: await readFile(file("tsa.crt"), "utf8"),
    misbehave: "none",
    requests: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };

  async function reply(query: Buffer): Promise<Buffer> {
    if (authority.misbehave === "garbage") return Buffer.from("<html>Service indisponible</html>");
    if (authority.misbehave === "refuse") return refusal();
    const name = `q${++sequence}`;
    await writeFile(file(`${name}.tsq`), rewrite(query, authority.misbehave));
    await openssl("ts", "-reply", "-config", "tsa.cnf", "-queryfile", `${name}.tsq`, "-out", `${name}.tsr`);
    return readFile(file(`${name}.tsr`));
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const query = Buffer.concat(chunks);
      authority.requests.push(query);
      reply(query).then(
        (body) => res.writeHead(200, { "Content-Type": "application/timestamp-reply" }).end(body),
        (error: Error) => res.writeHead(500, { "Content-Type": "text/plain" }).end(error.message),
      );
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  authority.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
  return authority;
}

/** `openssl ts -verify` of a `.tsr` against a SHA-256 (hex) or a data file; its output, or its error. */
export async function opensslVerify(
  tsa: TestTimestampAuthority,
  tsr: Buffer,
  against: { digest: string } | { data: Buffer },
): Promise<{ ok: boolean; output: string }> {
  const name = `v${Date.now()}-${Math.random().toString(16).slice(2)}`;
  const tsrPath = path.join(tsa.dir, `${name}.tsr`);
  await writeFile(tsrPath, tsr);
  const args = ["ts", "-verify", "-in", tsrPath, "-CAfile", tsa.caCertPath];
  if ("digest" in against) args.push("-digest", against.digest);
  else {
    await writeFile(path.join(tsa.dir, `${name}.bin`), against.data);
    args.push("-data", path.join(tsa.dir, `${name}.bin`));
  }
  try {
    const { stdout, stderr } = await execFile("openssl", args);
    return { ok: true, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}`.trim() };
  }
}
