// Integration tests of the profile endpoints: update with confirmations, password change, default
// study, job name, avatar upload limits, and who may do what (401/403/422).
import { crc32, deflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { lastMessage } from "../../test-support/outbox-reader";
import { PUBLIC_URL, type TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

describeOnEachDatabase("profile endpoints", (current) => {
  let platform: TestPlatform;
  beforeAll(() => {
    platform = current();
  });

  function chunk(type: string, data: Buffer): Buffer {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  }

  /** A real PNG of the given declared size (pixel data only for tiny images). */
  function png(width: number, height: number): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const rows = width * height <= 16 ? Buffer.alloc(height * (1 + width * 3), 0x7f) : Buffer.alloc(1);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(rows)),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  }

  function upload(token: string | undefined, content: Buffer | string, name = "photo.png", type = "image/png") {
    const form = new FormData();
    form.append("avatar", new Blob([typeof content === "string" ? content : new Uint8Array(content)], { type }), name);
    return platform.call("POST", "/api/users/avatar", { token, body: form });
  }

  async function registered(email: string) {
    const created = await platform.call("POST", "/api/users", {
      json: {
        firstname: "Paul",
        lastname: "Mercier",
        email,
        phone: "0612121212",
        cgu: "1",
        password: "Premier123",
        password_confirmation: "Premier123",
      },
    });
    return { id: created.body.id as number, token: created.body.accessToken as string };
  }

  describe("PUT /api/users/{id}", () => {
    it("updates names and says which confirmations were sent", async () => {
      const { id, token } = await registered("profil@exemple.fr");
      const names = await platform.call("PUT", `/api/users/${id}`, {
        token,
        json: { firstname: "Paulo", lastname: "Mercier", civility: "1", nationality: "FR" },
      });
      expect(names.status).toBe(200);
      expect(names.body.confirmationsSent).toEqual({ email: false, phone: false });
      expect(names.body.user).toMatchObject({ firstname: "Paulo", civility: 1, nationality: "FR" });

      const both = await platform.call("PUT", `/api/users/${id}`, {
        token,
        json: { email: "Nouveau.Profil@Exemple.fr", phone: "+33 6 99 88 77 66" },
      });
      expect(both.body.confirmationsSent).toEqual({ email: true, phone: true });
      expect(both.body.user).toMatchObject({
        email: "nouveau.profil@exemple.fr",
        emailVerified: false,
        phone: "+33699887766",
        phoneVerified: false,
      });
      expect((await lastMessage(platform, "nouveau.profil@exemple.fr")).link).toContain(PUBLIC_URL);
      expect((await lastMessage(platform, "+33699887766", "sms")).channel).toBe("sms");
    });

    it("changes the password only with the current one, and ends the other sessions", async () => {
      const { id, token } = await registered("motdepasse@exemple.fr");
      const other = await platform.login("motdepasse@exemple.fr", "Premier123");
      const wrong = await platform.call("PUT", `/api/users/${id}`, {
        token,
        json: { password: "faux", new_password: "Second1234", password_confirmation: "Second1234" },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.password).toEqual(["Le mot de passe actuel est incorrect."]);
      const ok = await platform.call("PUT", `/api/users/${id}`, {
        token,
        json: { password: "Premier123", new_password: "Second1234", password_confirmation: "Second1234" },
      });
      expect(ok.status).toBe(200);
      expect((await platform.call("GET", "/api/oauth/me", { token })).status).toBe(200);
      expect((await platform.call("GET", "/api/oauth/me", { token: other })).status).toBe(401);
      expect(await platform.login("motdepasse@exemple.fr", "Second1234")).toEqual(expect.any(String));
    });

    it("lets a guest set a first password (the booking's password step)", async () => {
      const created = await platform.call("POST", "/api/users", {
        json: { firstname: "Inès", lastname: "Roy", email: "guest-pw@exemple.fr", phone: "0611111111", cgu: true },
      });
      const token = created.body.accessToken;
      const set = await platform.call("PUT", `/api/users/${created.body.id}`, {
        token,
        json: { new_password: "Choisi1234", password_confirmation: "Choisi1234" },
      });
      expect(set.status).toBe(200);
      expect(set.body.user.isFullyRegistered).toBe(true);
    });

    it("refuses someone else's profile (403), no token (401), and bad values (422)", async () => {
      const { id, token } = await registered("garde@exemple.fr");
      const customer = await platform.login(DEMO_EMAILS.customer);
      expect((await platform.call("PUT", `/api/users/${id}`, { token: customer, json: { firstname: "Pirate" } })).status).toBe(
        403,
      );
      expect((await platform.call("PUT", `/api/users/${id}`, { json: { firstname: "Pirate" } })).status).toBe(401);
      expect((await platform.call("PUT", `/api/users/abc`, { token, json: {} })).status).toBe(422);
      const bad = await platform.call("PUT", `/api/users/${id}`, {
        token,
        json: { email: "x", phone: "12", civility: 7, firstname: "1" },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(["civility", "email", "firstname", "phone"]);
      const taken = await platform.call("PUT", `/api/users/${id}`, { token, json: { email: DEMO_EMAILS.bailiff } });
      expect(taken.status).toBe(422);
    });
  });

  describe("studies of the user", () => {
    it("sets the default study among the user's own, 403 otherwise", async () => {
      const token = await platform.login(DEMO_EMAILS.partner);
      const me = await platform.call("GET", "/api/oauth/me", { token });
      const second = me.body.studies[1].id;
      const changed = await platform.call("POST", "/api/users/default-study", { token, json: { default_study: second } });
      expect(changed.status).toBe(200);
      expect(changed.body.defaultStudy.id).toBe(second);
      const lyon = await platform.call("GET", "/api/studies/search?slug=etude-dupont-lyon");
      expect(
        (await platform.call("POST", "/api/users/default-study", { token, json: { default_study: lyon.body.id } })).status,
      ).toBe(403);
      expect((await platform.call("POST", "/api/users/default-study", { token, json: { default_study: "x" } })).status).toBe(422);
    });

    it("sets the job name in a study of the user only", async () => {
      const token = await platform.login(DEMO_EMAILS.clerk);
      const me = await platform.call("GET", "/api/oauth/me", { token });
      const study = me.body.studies[0].id;
      const renamed = await platform.call("POST", `/api/users/${me.body.id}/studies/${study}`, {
        token,
        json: { job_name: "Clerc principal" },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.studies[0].job_name).toBe("Clerc principal");
      expect(
        (await platform.call("POST", `/api/users/${me.body.id + 1}/studies/${study}`, { token, json: { job_name: "X" } })).status,
      ).toBe(403);
      expect(
        (await platform.call("POST", `/api/users/${me.body.id}/studies/${study + 1}`, { token, json: { job_name: "X" } })).status,
      ).toBe(403);
      expect(
        (await platform.call("POST", `/api/users/${me.body.id}/studies/${study}`, { token, json: { job_name: "" } })).status,
      ).toBe(422);
    });
  });

  describe("POST /api/users/avatar", () => {
    it("stores a real image under a generated name and serves it with nosniff", async () => {
      const { token } = await registered("avatar@exemple.fr");
      const stored = await upload(token, png(2, 2), "../../etc/passwd.png");
      expect(stored.status).toBe(201);
      expect(stored.body.avatar).toMatch(new RegExp(`^${PUBLIC_URL}/_platform/api/files/avatars/[a-f0-9]{32}\\.png$`));
      const name = stored.body.avatar.split("/").pop();
      const served = await fetch(`${platform.baseUrl}/api/files/avatars/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
      expect((await platform.call("GET", "/api/oauth/me", { token })).body.avatar).toBe(stored.body.avatar);
      expect((await fetch(`${platform.baseUrl}/api/files/avatars/..%2F..%2Fsecret.png`)).status).toBe(404);
    });

    it("answers 413 above 10 Mo", async () => {
      const { token } = await registered("lourd@exemple.fr");
      const big = Buffer.concat([png(2, 2), Buffer.alloc(10 * 1024 * 1024)]);
      const answer = await upload(token, big);
      expect(answer.status).toBe(413);
    });

    it("answers 422 for what is not an image by its bytes, SVG included, and for pixel floods", async () => {
      const { token } = await registered("faux@exemple.fr");
      const refusals = [
        await upload(token, "<?php echo 'pwned'; ?>", "shell.png", "image/png"),
        await upload(token, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "a.svg", "image/svg+xml"),
        await upload(token, png(50_000, 50_000)),
        await upload(token, Buffer.from("GIF89a"), "tiny.gif", "image/gif"),
      ];
      for (const answer of refusals) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(422);
        expect(answer.body.message).toBe("L'image ne peut pas être importée.");
      }
      const none = await platform.call("POST", "/api/users/avatar", { token, body: new FormData() });
      expect(none.status).toBe(422);
      const broken = await platform.call("POST", "/api/users/avatar", {
        token,
        body: "--x\r\nbroken",
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(broken.status).toBe(422);
      const twoFiles = new FormData();
      twoFiles.append("a", new Blob([new Uint8Array(png(1, 1))]), "a.png");
      twoFiles.append("b", new Blob([new Uint8Array(png(1, 1))]), "b.png");
      expect((await platform.call("POST", "/api/users/avatar", { token, body: twoFiles })).status).toBe(422);
    });

    it("needs a token", async () => {
      expect((await upload(undefined, png(1, 1))).status).toBe(401);
    });
  });
});
