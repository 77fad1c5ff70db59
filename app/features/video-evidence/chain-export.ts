// The chain of a session's evidence as a text file anyone can read and re-check by hand: one line per
// entry with every field its hash covers (in the order the platform hashes them), the kept captures'
// RFC 3161 timestamps with their check and the openssl command that re-checks them, then the verdict.
import type { Chain } from "./video-evidence-client.server";

export interface ChainHeader {
  demandId: number;
  meetingId: number;
  exportedAt: Date;
}

const KIND_LABEL = { capture: "capture", deletion: "suppression" } as const;

const SIGNATURE_LABEL = {
  configured: "signature vérifiée avec le certificat de l'autorité configurée",
  included: "signature vérifiée avec le certificat que le jeton contient",
  unchecked: "signature non vérifiée (aucun certificat)",
  invalid: "signature qui ne se vérifie pas",
} as const;

function timestampLines(timestamps: Chain["timestamps"], sha256Of: Map<number, string>): string[] {
  if (timestamps.length === 0) return [];
  const lines = ["", "Horodatages RFC 3161 des captures conservées :"];
  for (const stamp of timestamps) {
    const imprint = stamp.imprint_matches ? "empreinte identique à la capture" : "empreinte différente de la capture";
    lines.push(
      `- capture n° ${stamp.capture_id} : ${stamp.time ?? "heure illisible"} — ${stamp.verified ? "jeton vérifié" : "jeton NON vérifié"} (${imprint} ; ${SIGNATURE_LABEL[stamp.signature]})`,
      `   openssl ts -verify -in capture-${stamp.capture_id}.tsr -digest ${sha256Of.get(stamp.capture_id) ?? "<SHA-256>"} -CAfile <certificat de l'autorité>`,
    );
  }
  return lines;
}

export function chainAsText(
  chain: Pick<Chain, "valid" | "problems" | "entries" | "head_hash" | "timestamps">,
  header: ChainHeader,
): string {
  const lines = [
    `Chaîne de preuve de la session vidéo — dossier ${header.demandId}, rendez-vous ${header.meetingId}`,
    `Exportée le ${header.exportedAt.toISOString()}`,
    "",
    "Chaque entrée : v1|n°|type|capture|SHA-256 du fichier|heure de l'appareil|heure d'enregistrement|auteur|empreinte précédente",
    "L'empreinte d'une entrée est le SHA-256 de cette ligne ; chaque entrée porte l'empreinte de la précédente.",
    "",
  ];
  for (const entry of chain.entries) {
    lines.push(
      `${entry.seq}. ${KIND_LABEL[entry.kind]} de la capture n° ${entry.capture_id}`,
      `   v1|${entry.seq}|${entry.kind}|${entry.capture_id}|${entry.file_sha256}|${entry.client_timestamp ?? "-"}|${entry.recorded_at}|${entry.actor_id ?? "-"}|${entry.previous_hash}`,
      `   empreinte : ${entry.entry_hash}`,
    );
  }
  if (chain.entries.length === 0) lines.push("Aucune entrée : aucune capture n'a été prise.");
  const capturedSha256 = new Map(
    chain.entries.filter((entry) => entry.kind === "capture").map((entry) => [entry.capture_id, entry.file_sha256]),
  );
  lines.push(...timestampLines(chain.timestamps, capturedSha256));
  lines.push("", chain.valid ? "Vérification : la chaîne est intègre." : "Vérification : la chaîne n'est pas intègre.");
  for (const problem of chain.problems) lines.push(`- ${problem}`);
  lines.push(`Empreinte de la dernière entrée : ${chain.head_hash}`, "");
  return lines.join("\n");
}
