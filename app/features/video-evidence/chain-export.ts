// The chain of a session's evidence as a text file anyone can read and re-check by hand: one line per
// entry with every field its hash covers (in the order the platform hashes them), then the verdict.
import type { Chain } from "./video-evidence-client.server";

export interface ChainHeader {
  demandId: number;
  meetingId: number;
  exportedAt: Date;
}

const KIND_LABEL = { capture: "capture", deletion: "suppression" } as const;

export function chainAsText(chain: Pick<Chain, "valid" | "problems" | "entries" | "head_hash">, header: ChainHeader): string {
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
  lines.push("", chain.valid ? "Vérification : la chaîne est intègre." : "Vérification : la chaîne n'est pas intègre.");
  for (const problem of chain.problems) lines.push(`- ${problem}`);
  lines.push(`Empreinte de la dernière entrée : ${chain.head_hash}`, "");
  return lines.join("\n");
}
