// The chain of a video session's evidence (docs/decisions/1521): every capture and every
// deletion is an entry that holds the previous entry's hash, and its own hash covers what it says. Checking
// the chain recomputes each entry, its link to the previous one, and compares it with the capture rows
// and the stored files: a capture removed, altered or slipped in afterwards, in the file or in the
// database, breaks it. Pure functions here; reading the rows and the files is the caller's.

import { createHash } from "node:crypto";

export const GENESIS_HASH = "0".repeat(64);

export type EntryKind = "capture" | "deletion";

/** What an entry asserts: the hash covers exactly these fields. */
export interface EntryFacts {
  seq: number;
  kind: EntryKind;
  captureId: number;
  fileSha256: string;
  clientTimestamp: Date | null;
  recordedAt: Date;
  actorId: number | null;
  previousHash: string;
}

export interface ChainEntry extends EntryFacts {
  entryHash: string;
}

/** The capture as its row says now (null file hash when its file is gone or was never read). */
export interface CaptureState {
  id: number;
  sha256: string;
  clientTimestamp: Date;
  receivedAt: Date;
  deleted: boolean;
  /** SHA-256 of the stored file as read now; null: absent (expected once the capture is deleted). */
  storedFileSha256: string | null;
}

export function sha256Hex(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** One line per entry, versioned: a change of format can never be read as a change of content. */
export function canonicalEntry(facts: EntryFacts): string {
  return [
    "v1",
    facts.seq,
    facts.kind,
    facts.captureId,
    facts.fileSha256,
    facts.clientTimestamp ? facts.clientTimestamp.toISOString() : "-",
    facts.recordedAt.toISOString(),
    facts.actorId ?? "-",
    facts.previousHash,
  ].join("|");
}

export const entryHash = (facts: EntryFacts) => sha256Hex(canonicalEntry(facts));

export interface ChainProblem {
  /** The entry's number or the capture's id the problem is about. */
  seq?: number;
  captureId?: number;
  message: string;
}

export interface ChainVerdict {
  valid: boolean;
  problems: ChainProblem[];
  /** The last entry's hash: what a printed record or a timestamp can pin. */
  headHash: string;
}

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Checks the entries (in any order) against each other, the capture rows and their files. */
export function verifyChain(entries: readonly ChainEntry[], captures: readonly CaptureState[]): ChainVerdict {
  const problems: ChainProblem[] = [];
  const ordered = [...entries].sort((a, b) => a.seq - b.seq);
  let previous = GENESIS_HASH;
  ordered.forEach((entry, index) => {
    if (entry.seq !== index + 1 || entry.previousHash !== previous) {
      problems.push({ seq: entry.seq, message: `Il manque une entrée avant l'entrée n° ${entry.seq}, ou elle a été modifiée.` });
    }
    if (entryHash(entry) !== entry.entryHash) {
      problems.push({ seq: entry.seq, message: `L'entrée n° ${entry.seq} a été modifiée après coup.` });
    }
    previous = entry.entryHash;
  });

  const byId = new Map(captures.map((capture) => [capture.id, capture]));
  const captured = new Map(ordered.filter((entry) => entry.kind === "capture").map((entry) => [entry.captureId, entry]));
  const deletedInChain = new Set(ordered.filter((entry) => entry.kind === "deletion").map((entry) => entry.captureId));

  for (const entry of captured.values()) {
    const capture = byId.get(entry.captureId);
    if (!capture) {
      problems.push({ captureId: entry.captureId, message: `La capture n° ${entry.captureId} a disparu de la base.` });
      continue;
    }
    if (
      capture.sha256 !== entry.fileSha256 ||
      !sameInstant(capture.clientTimestamp, entry.clientTimestamp) ||
      !sameInstant(capture.receivedAt, entry.recordedAt)
    ) {
      problems.push({
        captureId: capture.id,
        message: `La fiche de la capture n° ${capture.id} ne correspond plus à la chaîne.`,
      });
    }
    if (capture.deleted !== deletedInChain.has(capture.id)) {
      problems.push({
        captureId: capture.id,
        message: capture.deleted
          ? `La capture n° ${capture.id} est marquée supprimée sans que la chaîne l'enregistre.`
          : `La capture n° ${capture.id} est supprimée dans la chaîne mais présente dans la base.`,
      });
    }
    if (!capture.deleted) {
      if (capture.storedFileSha256 === null) {
        problems.push({ captureId: capture.id, message: `Le fichier de la capture n° ${capture.id} est introuvable.` });
      } else if (capture.storedFileSha256 !== entry.fileSha256) {
        problems.push({ captureId: capture.id, message: `Le fichier de la capture n° ${capture.id} a été modifié.` });
      }
    }
  }
  for (const capture of captures) {
    if (!captured.has(capture.id)) {
      problems.push({ captureId: capture.id, message: `La capture n° ${capture.id} n'est pas enregistrée dans la chaîne.` });
    }
  }
  for (const id of deletedInChain) {
    if (!captured.has(id))
      problems.push({ captureId: id, message: `La chaîne supprime une capture n° ${id} qu'elle n'a jamais enregistrée.` });
  }
  return { valid: problems.length === 0, problems, headHash: previous };
}
