// The capture record of a video session as a PDF (beyond the spec; docs/decisions/1524): the
// case, the meeting, the customer's declared position, the chain's verdict and, for each capture, its
// thumbnail, number, times and SHA-256, then the study's signature image when one is given. pdf-lib
// writes it on the server with the standard Helvetica font (WinAnsi: French accents are covered; any
// other character prints as "?"). The legal wording says what these captures are and are not.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { formatNumericSeconds } from "~common/paris-time";

interface RecordCapture {
  id: number;
  contentType: "image/png" | "image/jpeg";
  bytes: Buffer | null;
  sha256: string;
  clientTimestamp: Date;
  receivedAt: Date;
  selected: boolean;
  tsaTime: Date | null;
}

interface RecordPosition {
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  customAddress: string | null;
  placeLabel: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
}

export interface CaptureRecordInput {
  studyName: string;
  demandId: number;
  demandTitle: string;
  meetingId: number;
  generatedAt: Date;
  captures: readonly RecordCapture[];
  deletedCount: number;
  position: RecordPosition | null;
  chain: { valid: boolean; problems: readonly string[]; headHash: string };
  /** The meeting's professional's signature image (PNG or JPEG), printed at the end; not an e-signature. */
  signature?: { bytes: Buffer; contentType: "image/png" | "image/jpeg" } | null;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const THUMB_W = 160;
const THUMB_H = 120;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
/** Keeps what Helvetica's WinAnsi encoding can print; anything else becomes "?". */
function printable(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code === 0x202f || code === 0xa0) return " ";
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char)) return char;
      return "?";
    })
    .join("");
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  /** Wrapped text at the cursor, moving it down. */
  text(
    value: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; x?: number; width?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4[0] - MARGIN - x;
    for (const line of wrap(printable(value), font, size, width)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= size + 4;
    }
  }

  gap(height = 8) {
    this.y -= height;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      // A single word wider than the line (a hash) is cut where it overflows.
      if (!line && font.widthOfTextAtSize(candidate, size) > width) {
        let rest = candidate;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      } else line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function embed(doc: PDFDocument, bytes: Buffer, contentType: string): Promise<PDFImage | null> {
  try {
    return contentType === "image/png" ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    // An image pdf-lib cannot read (interlaced PNG, CMYK JPEG…): the record says so instead of failing.
    return null;
  }
}

function positionLines(position: RecordPosition | null): string[] {
  if (!position) return ["Aucune position partagée pendant la session."];
  const lines: string[] = [];
  if (position.customAddress) lines.push(`Adresse saisie par le client : ${position.customAddress}`);
  if (position.latitude !== null && position.longitude !== null) {
    const accuracy = position.accuracy !== null ? ` (précision ± ${Math.round(position.accuracy)} m)` : "";
    lines.push(`Position déclarée par l'appareil : ${position.latitude.toFixed(6)}, ${position.longitude.toFixed(6)}${accuracy}`);
  }
  if (position.placeLabel) lines.push(`${position.customAddress ? "Adresse reconnue" : "Commune"} : ${position.placeLabel}`);
  lines.push(
    `Partagée le ${formatNumericSeconds(position.createdAt)}${position.confirmedAt ? `, confirmée le ${formatNumericSeconds(position.confirmedAt)}` : ", non confirmée"}.`,
  );
  return lines;
}

export async function captureRecordPdf(input: CaptureRecordInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`Relevé des captures — dossier ${input.demandId}, rendez-vous ${input.meetingId}`));
  doc.setAuthor(printable(input.studyName));
  doc.setCreator("Constat RDV");
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  const writer = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  writer.text("Relevé des captures de la session vidéo", { size: 18, bold: true });
  writer.gap(4);
  writer.text(`${input.studyName}`, { size: 11, bold: true });
  writer.text(`Dossier n° ${input.demandId} : ${input.demandTitle}`);
  writer.text(`Rendez-vous n° ${input.meetingId}`);
  writer.text(`Relevé établi le ${formatNumericSeconds(input.generatedAt)} (heure de Paris).`);
  writer.gap();
  writer.text(
    "Ces captures d'une session vidéo appuient le travail du commissaire de justice ; elles ne constituent pas un constat. " +
      "Chaque image est celle que le navigateur du professionnel a affichée. Son empreinte SHA-256 et ses heures établissent " +
      "l'intégrité du fichier depuis la capture et le moment où la plateforme l'a reçu, pas l'authenticité de la scène.",
    { size: 9, color: MUTED },
  );
  writer.gap();

  writer.text("Position partagée", { size: 12, bold: true });
  for (const line of positionLines(input.position)) writer.text(line);
  writer.gap();

  writer.text("Chaîne de preuve", { size: 12, bold: true });
  if (input.chain.valid) writer.text("La chaîne est intègre.");
  else {
    writer.text("La chaîne n'est pas intègre :", { bold: true });
    for (const problem of input.chain.problems) writer.text(`- ${problem}`);
  }
  writer.text(`Empreinte de la dernière entrée : ${input.chain.headHash}`, { size: 8, color: MUTED });
  if (input.deletedCount > 0) {
    writer.text(
      input.deletedCount === 1
        ? "1 capture a été supprimée ; la chaîne garde la trace de sa suppression."
        : `${input.deletedCount} captures ont été supprimées ; la chaîne garde la trace de leur suppression.`,
    );
  }
  writer.gap();

  writer.text(input.captures.length === 1 ? "1 capture" : `${input.captures.length} captures`, { size: 12, bold: true });
  if (input.captures.length === 0) writer.text("Aucune capture n'est conservée pour cette session.");
  for (const capture of input.captures) {
    writer.ensure(THUMB_H + 16);
    const top = writer.y;
    const image = capture.bytes ? await embed(doc, capture.bytes, capture.contentType) : null;
    if (image) {
      const scale = Math.min(THUMB_W / image.width, THUMB_H / image.height, 1);
      writer.page.drawImage(image, {
        x: MARGIN,
        y: top - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
    } else {
      writer.text("Image illisible.", { x: MARGIN, width: THUMB_W, color: MUTED });
      writer.y = top;
    }
    const x = MARGIN + THUMB_W + 14;
    writer.text(`Capture n° ${capture.id}${capture.selected ? " (retenue pour le rapport)" : ""}`, { bold: true, x });
    writer.text(`Heure de l'appareil : ${formatNumericSeconds(capture.clientTimestamp)}`, { x, size: 9 });
    writer.text(`Reçue par la plateforme : ${formatNumericSeconds(capture.receivedAt)}`, { x, size: 9 });
    if (capture.tsaTime) writer.text(`Horodatage RFC 3161 : ${formatNumericSeconds(capture.tsaTime)}`, { x, size: 9 });
    writer.text(`SHA-256 : ${capture.sha256}`, { x, size: 8, color: MUTED });
    writer.y = Math.min(writer.y, top - THUMB_H) - 14;
  }

  if (input.signature) {
    const image = await embed(doc, input.signature.bytes, input.signature.contentType);
    if (image) {
      const scale = Math.min(180 / image.width, 80 / image.height, 1);
      writer.ensure(image.height * scale + 30);
      writer.text("Signature du professionnel", { bold: true });
      writer.page.drawImage(image, {
        x: MARGIN,
        y: writer.y - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
      writer.y -= image.height * scale + 8;
    }
  }
  return Buffer.from(await doc.save());
}
