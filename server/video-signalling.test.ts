// The /visio namespace: a refused token never joins (its refusal's message reaches the browser), a
// meeting's room holds its two people only, the same person connecting again replaces their old
// connection, and signals reach the other side only.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server as SocketServer } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachVideoSignalling, type CallMember, type VerifyStreamToken } from "./video-signalling";

const members: Record<string, CallMember> = {
  bailiff: { meetingId: 1, demandId: 10, userId: 100, side: "professional", name: "Jean Dupont" },
  customer: { meetingId: 1, demandId: 10, userId: 200, side: "customer", name: "Léa Martin" },
  clerk: { meetingId: 1, demandId: 10, userId: 300, side: "professional", name: "Paul Bernard" },
  elsewhere: { meetingId: 2, demandId: 20, userId: 400, side: "customer", name: "Autre Client" },
};
const verify: VerifyStreamToken = async (token) =>
  token === "stale"
    ? { ok: false, message: "Ce jeton de visio a expiré : rechargez la page.", code: "token_expired" }
    : members[token]
      ? { ok: true, member: members[token]! }
      : { ok: false, message: "Jeton de visio invalide.", code: "token_forged" };

describe("video signalling", () => {
  const httpServer = createServer();
  const io = new SocketServer(httpServer);
  const sockets: Socket[] = [];
  let url = "";

  beforeAll(async () => {
    attachVideoSignalling(io, verify);
    await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/visio`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  function join(token: string | undefined) {
    const socket = connect(url, {
      transports: ["websocket"],
      auth: token === undefined ? {} : { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  }
  const refusalOf = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once("connect_error", (error) => resolve(error.message)));
  const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

  it("refuses missing, forged and stale tokens with their message", async () => {
    expect(await refusalOf(join(undefined))).toBe("Jeton de visio manquant : rechargez la page.");
    expect(await refusalOf(join("forged"))).toBe("Jeton de visio invalide.");
    expect(await refusalOf(join("stale"))).toBe("Ce jeton de visio a expiré : rechargez la page.");
  });

  it("pairs the meeting's two people, relays between them only, and refuses a third", async () => {
    const bailiff = join("bailiff");
    expect(await next<{ peers: unknown[] }>(bailiff, "joined")).toEqual({ side: "professional", peers: [] });
    const elsewhere = join("elsewhere");
    await next(elsewhere, "joined");
    const bailiffHearsCustomer = next(bailiff, "peer-joined");
    const customer = join("customer");
    expect(await next(customer, "joined")).toEqual({ side: "customer", peers: [{ side: "professional", name: "Jean Dupont" }] });
    expect(await bailiffHearsCustomer).toEqual({ side: "customer", name: "Léa Martin" });

    let leaked = false;
    elsewhere.on("signal", () => (leaked = true));
    const relayed = next(customer, "signal");
    bailiff.emit("signal", { description: { type: "offer", sdp: "v=0" } });
    expect(await relayed).toEqual({ description: { type: "offer", sdp: "v=0" } });

    expect(await refusalOf(join("clerk"))).toBe("Cette visio a déjà ses deux participants.");

    // The customer reloads: the new connection replaces the old one, and the bailiff hears both.
    const left = next(bailiff, "peer-left");
    const rejoined = next(bailiff, "peer-joined");
    const again = join("customer");
    await next(again, "joined");
    expect(await left).toEqual({ side: "customer", name: "Léa Martin" });
    expect(await rejoined).toEqual({ side: "customer", name: "Léa Martin" });
    expect(leaked).toBe(false);
  });
});
