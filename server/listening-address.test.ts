// The start-up line names the address the server really listens on, not PUBLIC_URL's.
import { describe, expect, it } from "vitest";
import { listeningUrl, startupLines } from "./listening-address";

describe("listeningUrl", () => {
  it("reads the port the server got and shows localhost for every interface", () => {
    expect(listeningUrl({ address: "0.0.0.0", family: "IPv4", port: 3225 })).toBe("http://localhost:3225");
    expect(listeningUrl({ address: "::", family: "IPv6", port: 4000 })).toBe("http://localhost:4000");
  });

  it("names a specific interface, IPv6 in brackets", () => {
    expect(listeningUrl({ address: "127.0.0.1", family: "IPv4", port: 3000 })).toBe("http://127.0.0.1:3000");
    expect(listeningUrl({ address: "::1", family: "IPv6", port: 3000 })).toBe("http://[::1]:3000");
  });
});

describe("startupLines", () => {
  const address = { address: "0.0.0.0", family: "IPv4", port: 3225 };

  it("adds the public address when it differs, and where the mail goes without SMTP", () => {
    expect(startupLines({ address, publicUrl: "http://localhost:3000", production: true, mailbox: true, smtp: false })).toEqual([
      "Constat RDV prêt sur http://localhost:3225 (production)",
      "Adresse publique des liens envoyés par e-mail : http://localhost:3000",
      "Sans SMTP : e-mails et SMS dans ce journal et sur http://localhost:3225/boite-mail",
    ]);
  });

  it("says nothing more when the addresses match and SMTP delivers", () => {
    expect(startupLines({ address, publicUrl: "http://localhost:3225/", production: false, mailbox: false, smtp: true })).toEqual(
      ["Constat RDV prêt sur http://localhost:3225 (développement)"],
    );
  });
});
