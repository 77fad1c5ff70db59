// The text export carries each entry's hashed line exactly as the platform hashes it: re-hashing the
// line gives the entry's printed hash.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalEntry, entryHash, GENESIS_HASH } from "../../../platform/domain/video-evidence/evidence-chain";
import { chainAsText } from "./chain-export";

describe("chainAsText", () => {
  it("prints each entry's hashed line, its hash and the verdict", () => {
    const facts = {
      seq: 1,
      kind: "capture" as const,
      captureId: 9,
      fileSha256: "a".repeat(64),
      clientTimestamp: new Date("2026-11-23T09:00:00.000Z"),
      recordedAt: new Date("2026-11-23T09:00:01.000Z"),
      actorId: 3,
      previousHash: GENESIS_HASH,
    };
    const hash = entryHash(facts);
    const text = chainAsText(
      {
        valid: false,
        problems: ["Le fichier de la capture n° 9 a été modifié."],
        head_hash: hash,
        entries: [
          {
            seq: 1,
            kind: "capture",
            capture_id: 9,
            file_sha256: facts.fileSha256,
            client_timestamp: facts.clientTimestamp.toISOString(),
            recorded_at: facts.recordedAt.toISOString(),
            actor_id: 3,
            previous_hash: GENESIS_HASH,
            entry_hash: hash,
          },
        ],
        timestamps: [],
      },
      { demandId: 4, meetingId: 5, exportedAt: new Date("2026-11-23T10:00:00Z") },
    );
    const line = /^ {3}(v1\|.*)$/m.exec(text)![1]!;
    expect(line).toBe(canonicalEntry(facts));
    expect(createHash("sha256").update(line).digest("hex")).toBe(hash);
    expect(text).toContain(`empreinte : ${hash}`);
    expect(text).toContain("Vérification : la chaîne n'est pas intègre.\n- Le fichier de la capture n° 9 a été modifié.");
    expect(text).not.toContain("RFC 3161");
  });

  it("reports each stamped capture's token check and how to re-check it with openssl", () => {
    const sha256 = "b".repeat(64);
    const entry = {
      kind: "capture" as const,
      file_sha256: sha256,
      client_timestamp: "2026-11-23T09:00:00.000Z",
      recorded_at: "2026-11-23T09:00:01.000Z",
      actor_id: 3,
      previous_hash: GENESIS_HASH,
      entry_hash: "c".repeat(64),
    };
    const text = chainAsText(
      {
        valid: false,
        problems: ["Le jeton d'horodatage de la capture n° 8 ne porte pas son empreinte."],
        head_hash: "c".repeat(64),
        entries: [
          { ...entry, seq: 1, capture_id: 7 },
          { ...entry, seq: 2, capture_id: 8, file_sha256: "d".repeat(64) },
        ],
        timestamps: [
          { capture_id: 7, time: "2026-11-23T09:00:02.000Z", imprint_matches: true, signature: "configured", verified: true },
          { capture_id: 8, time: "2026-11-23T09:00:03.000Z", imprint_matches: false, signature: "included", verified: false },
        ],
      },
      { demandId: 4, meetingId: 5, exportedAt: new Date("2026-11-23T10:00:00Z") },
    );
    expect(text).toContain(
      "- capture n° 7 : 2026-11-23T09:00:02.000Z — jeton vérifié (empreinte identique à la capture ; signature vérifiée avec le certificat de l'autorité configurée)",
    );
    expect(text).toContain(`openssl ts -verify -in capture-7.tsr -digest ${sha256} -CAfile <certificat de l'autorité>`);
    expect(text).toContain("- capture n° 8 : 2026-11-23T09:00:03.000Z — jeton NON vérifié (empreinte différente de la capture");
  });
});
