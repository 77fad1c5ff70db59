// The guard of calendar reads (SSRF, docs/decisions/1431): only http(s) and webcal, only public addresses
// unless the operator allows private ones; redirections are checked like the first address.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchCalendarText, isPrivateAddress, MESSAGES, normaliseCalendarAddress } from "./fetch-calendar";

let server: http.Server;
let origin = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
    if (req.url === "/big") return void res.writeHead(200).end("x".repeat(2048));
    res.writeHead(200, { "content-type": "text/calendar" }).end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

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

  it("refuses loopback by address and by name unless private hosts are allowed", async () => {
    const strict = { allowPrivateHosts: false };
    await expect(fetchCalendarText(`${origin}/a.ics`, strict)).rejects.toThrow(MESSAGES.blocked);
    await expect(fetchCalendarText(`${origin.replace("127.0.0.1", "localhost")}/a.ics`, strict)).rejects.toThrow(MESSAGES.blocked);
    await expect(fetchCalendarText(`${origin}/a.ics`, { allowPrivateHosts: true })).resolves.toContain("BEGIN:VCALENDAR");
  });

  it("checks redirections, their number, and the size of the answer", async () => {
    await expect(fetchCalendarText(`${origin}/loop`, { allowPrivateHosts: true })).rejects.toThrow(MESSAGES.tooManyRedirects);
    await expect(fetchCalendarText(`${origin}/big`, { allowPrivateHosts: true, maxBytes: 1024 })).rejects.toThrow(MESSAGES.tooLarge);
  });
});
