// The guard of calendar reads (SSRF, docs/decisions/1431): only http(s) and webcal, only public addresses
// unless the operator allows private ones; redirections are checked like the first address, and the
// connection goes to the address that was checked. A local server counts every connection it receives,
// so a refusal is shown to happen before any connection.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fetchCalendarText, MESSAGES, normaliseCalendarAddress } from "./fetch-calendar";
import { isPrivateAddress } from "./public-address";

let server: http.Server;
let port = 0;
let origin = "";
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
    if (req.url === "/big") return void res.writeHead(200).end("x".repeat(2048));
    if (req.url === "/to-loopback") return void res.writeHead(302, { location: `http://[::ffff:0:7f00:1]:${port}/a.ics` }).end();
    res.writeHead(200, { "content-type": "text/calendar" }).end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });
  server.on("connection", () => connections++);
  // Every interface, both families where the machine has IPv6: whatever an address reaches, it is counted.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "::", resolve);
  }).catch(() => new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve)));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  connections = 0;
});

describe("calendar addresses", () => {
  it("reads webcal as https and refuses other schemes and credentials", () => {
    expect(normaliseCalendarAddress(" webcal://calendar.example/a.ics ").toString()).toBe("https://calendar.example/a.ics");
    expect(() => normaliseCalendarAddress("file:///etc/passwd")).toThrow(MESSAGES.scheme);
    expect(() => normaliseCalendarAddress("javascript:alert(1)")).toThrow(MESSAGES.scheme);
    expect(() => normaliseCalendarAddress("https://user:secret@calendar.example/a.ics")).toThrow(MESSAGES.invalid);
  });

  it("knows loopback, private, link-local and mapped addresses from public ones", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:7f00:1"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["142.250.74.78", "2a00:1450:4007:80e::200e"]) expect(isPrivateAddress(address), address).toBe(false);
  });

  it("knows every IPv6 form that carries a private IPv4 address, and public unicast only passes", () => {
    const privateForms = [
      "::7f00:1", // IPv4-compatible 127.0.0.1
      "::ffff:0:7f00:1", // SIIT-translated 127.0.0.1
      "::ffff:a9fe:a9fe", // mapped 169.254.169.254
      "64:ff9b::a00:1", // NAT64 10.0.0.1
      "64:ff9b:1::1", // local-use NAT64
      "2002:7f00:1::", // 6to4 127.0.0.1
      "2002:c0a8:101::1", // 6to4 192.168.1.1
      "2001:0:4136:e378:8000:63bf:80ff:fffe", // Teredo, client 127.0.0.1
      "2001:0:a00:1:8000:63bf:3fff:fdd2", // Teredo, server 10.0.0.1
      "::ffff:100.64.0.1", // mapped CGNAT
      "ff02::1",
      "::",
      "2001:db8::1",
      "100::1",
      "4000::1", // outside global unicast
      "224.0.0.1",
      "255.255.255.255",
      "240.0.0.1",
      "192.0.2.10",
    ];
    for (const address of privateForms) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"]) expect(isPrivateAddress(address), address).toBe(false);
  });

  it("refuses, before any connection, every loopback form and name", async () => {
    const strict = { allowPrivateHosts: false };
    const addresses = [
      `http://[::127.0.0.1]:${port}/a.ics`,
      `http://[::ffff:0:7f00:1]:${port}/a.ics`,
      `http://[2002:7f00:1::]:${port}/a.ics`,
      `http://[::ffff:127.0.0.1]:${port}/a.ics`,
      `http://[::1]:${port}/a.ics`,
      `http://[64:ff9b::7f00:1]:${port}/a.ics`,
      `http://127.0.0.1:${port}/a.ics`,
      `http://0.0.0.0:${port}/a.ics`,
      `http://2130706433:${port}/a.ics`,
      `http://0x7f.1:${port}/a.ics`,
      `http://localhost:${port}/a.ics`,
      `http://169.254.169.254/latest/meta-data/`,
    ];
    for (const address of addresses) await expect(fetchCalendarText(address, strict), address).rejects.toThrow(MESSAGES.blocked);
    // A name whose resolver answers with loopback among public addresses.
    const resolve = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "::1", family: 6 },
    ];
    await expect(fetchCalendarText(`http://calendar.example:${port}/a.ics`, { ...strict, resolve })).rejects.toThrow(MESSAGES.blocked);
    expect(connections).toBe(0);
  });

  it("checks each redirection before following it", async () => {
    await expect(fetchCalendarText(`http://calendar.example:${port}/to-loopback`, { allowPrivateHosts: false, resolve: async () => [{ address: "127.0.0.1", family: 4 }] })).rejects.toThrow(MESSAGES.blocked);
    expect(connections).toBe(0);
  });

  it("connects to the address it checked, asking the resolver once per request", async () => {
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      return [{ address: "127.0.0.1", family: 4 }];
    };
    // calendar.invalid resolves nowhere but through the resolver given: the socket used its answer.
    await expect(fetchCalendarText(`http://calendar.invalid:${port}/a.ics`, { allowPrivateHosts: true, resolve })).resolves.toContain("BEGIN:VCALENDAR");
    expect(asked).toEqual(["calendar.invalid"]);
  });

  it("refuses loopback by address and by name unless private hosts are allowed", async () => {
    const strict = { allowPrivateHosts: false };
    await expect(fetchCalendarText(`${origin}/a.ics`, strict)).rejects.toThrow(MESSAGES.blocked);
    await expect(fetchCalendarText(`${origin.replace("127.0.0.1", "localhost")}/a.ics`, strict)).rejects.toThrow(MESSAGES.blocked);
    await expect(fetchCalendarText(`${origin}/a.ics`, { allowPrivateHosts: true })).resolves.toContain("BEGIN:VCALENDAR");
    expect(connections).toBe(1);
  });

  it("checks redirections, their number, and the size of the answer", async () => {
    await expect(fetchCalendarText(`${origin}/loop`, { allowPrivateHosts: true })).rejects.toThrow(MESSAGES.tooManyRedirects);
    await expect(fetchCalendarText(`${origin}/big`, { allowPrivateHosts: true, maxBytes: 1024 })).rejects.toThrow(MESSAGES.tooLarge);
  });
});
