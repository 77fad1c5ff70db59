// A video session's evidence from the study's side (pro-side §7 `capture` POST with
// capture and timestamp, capture list, capture delete {capture}, `download`, `geocode`, `search-address`,
// `user_locations confirm`), under /bailiff/{studyId}/demands/{demandId}/meetings/{meetingId}/…: the
// demand must be the study's and the meeting the demand's (404), each action checks its role (403).
import { Router, type Request, type Response } from "express";
import { studyImageStore } from "../study-image-store";
import { z } from "zod";
import { handwrittenSignatureOf } from "../../domain/study-admin/handwritten-signature";
import { currentCaptureRecord, generateCaptureRecord, type SignatureReader } from "../../domain/video-evidence/capture-record";
import { captureStore } from "../../domain/video-evidence/capture-store";
import { checkChain, deleteCapture, listCaptures, selectCapture, takeCapture } from "../../domain/video-evidence/captures";
import { GeocoderUnavailableError, type Geocoder } from "../../domain/video-evidence/geocoder";
import { presentCapture, presentChain } from "../../domain/video-evidence/present-evidence";
import { sessionInStudy } from "../../domain/video-evidence/session-access";
import { confirmPosition, latestPosition, presentPosition } from "../../domain/video-evidence/user-locations";
import { handle } from "../async-handler";
import { caseFileStore } from "../case-file-store";
import type { PlatformContext } from "../context";
import { bool, id, latitude, longitude, requiredText } from "../fields";
import { HttpError, invalidField } from "../http-error";
import { parseInput } from "../validate";
import { captureUpload, checkedCapture } from "./video-evidence-upload";
import type { VideoEvidenceServices } from "./video-evidence-config";
import { studyCaller } from "./study-caller";

const sessionParams = z.object({ demandId: id, meetingId: id });
const SESSION = "/demands/:demandId/meetings/:meetingId";

/** The client's ISO 8601 time of the capture, with its offset (a bare local time is ambiguous). */
const clientTimestamp = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z
    .string()
    .max(40)
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/,
      "L'heure de la capture doit être une date ISO 8601 avec son fuseau.",
    )
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), "Cette heure n'existe pas."),
);

const geocoderUnavailable = () =>
  new HttpError(503, "Le service de géolocalisation ne répond pas, veuillez réessayer.", { code: "geocoder_unavailable" });

async function throughGeocoder<T>(geocoder: Geocoder | undefined, call: (geocoder: Geocoder) => Promise<T>): Promise<T> {
  if (!geocoder) throw geocoderUnavailable();
  try {
    return await call(geocoder);
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) throw geocoderUnavailable();
    throw error;
  }
}

export function videoEvidenceRoutes(context: PlatformContext, services: VideoEvidenceServices = {}): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;
  const captures = captureStore(context.blobs);
  const caseFiles = caseFileStore(context.blobs);
  const signatures = studyImageStore(context.blobs, "signatures");
  const signatureOf: SignatureReader = async (studyId, userId) => {
    const storedName = await handwrittenSignatureOf(db, studyId, userId);
    return storedName ? signatures.readAsImage(storedName) : null;
  };

  async function session(req: Request, res: Response) {
    const { studyId, actor } = studyCaller(res);
    const { demandId, meetingId } = parseInput(sessionParams, req.params);
    return sessionInStudy(db, actor, studyId, demandId, meetingId);
  }
  const present = (res: Response, rows: Parameters<typeof presentCapture>[0][]) => {
    const { actor } = studyCaller(res);
    const now = context.now();
    const timestamping = services.timestamp !== undefined;
    return rows.map((row) =>
      presentCapture(row, res.locals.apiBase as string, context.keys.captureDownloads, actor.userId, now, timestamping),
    );
  };

  router.post(
    `${SESSION}/capture`,
    captureUpload,
    handle(async (req, res) => {
      const found = await session(req, res);
      const { timestamp } = parseInput(z.object({ timestamp: clientTimestamp }), req.body);
      const image = await checkedCapture(req.file);
      const row = await takeCapture(context, found, image, timestamp, captures, services.timestamp);
      res.status(201).json({ capture: present(res, [row])[0] });
    }),
  );

  router.get(
    `${SESSION}/captures`,
    handle(async (req, res) => {
      const found = await session(req, res);
      const [rows, chain, record] = await Promise.all([
        listCaptures(db, found),
        checkChain(db, found, captures, services.timestampCertificate),
        currentCaptureRecord(db, found),
      ]);
      res.json({
        data: present(res, rows),
        chain: presentChain(chain),
        // The session's PDF record among the case's files, once generated.
        record: record ? { file_id: record.fileId, created_at: record.createdAt.toISOString() } : null,
      });
    }),
  );

  router.get(
    `${SESSION}/chain`,
    handle(async (req, res) => {
      const found = await session(req, res);
      res.json(presentChain(await checkChain(db, found, captures, services.timestampCertificate)));
    }),
  );

  router.post(
    `${SESSION}/captures/:captureId/select`,
    handle(async (req, res) => {
      const found = await session(req, res);
      const { captureId } = parseInput(z.object({ captureId: id }), req.params);
      const { selected } = parseInput(z.object({ selected: bool }), req.body);
      const row = await selectCapture(db, found, captureId, selected);
      res.json({ capture: present(res, [row])[0] });
    }),
  );

  router.delete(
    `${SESSION}/capture`,
    handle(async (req, res) => {
      const found = await session(req, res);
      const { capture } = parseInput(z.object({ capture: id }), req.body);
      await deleteCapture(context, found, capture, captures);
      res.json({ deleted: capture });
    }),
  );

  router.post(
    `${SESSION}/capture-record`,
    handle(async (req, res) => {
      const found = await session(req, res);
      const file = await generateCaptureRecord(context, found, captures, caseFiles, signatureOf);
      res.status(201).json({
        file: {
          id: file.id,
          name: file.original_name,
          size: file.size,
          url: `${res.locals.apiBase as string}/api/demands/${found.demand.id}/files/${file.id}`,
        },
      });
    }),
  );

  router.get(
    `${SESSION}/user_locations/latest`,
    handle(async (req, res) => {
      const found = await session(req, res);
      res.json({ location: presentPosition(await latestPosition(db, found.meeting)) });
    }),
  );

  router.post(
    `${SESSION}/user_locations/confirm`,
    handle(async (req, res) => {
      const found = await session(req, res);
      res.json({ location: presentPosition(await confirmPosition(context, found)) });
    }),
  );

  router.post(
    "/geocode",
    handle(async (req, res) => {
      const point = parseInput(z.object({ latitude, longitude }), req.body);
      const place = await throughGeocoder(services.geocoder, (geocoder) => geocoder.reverse(point.latitude, point.longitude));
      if (!place) throw new HttpError(404, "Aucune commune connue à ces coordonnées.", { code: "not_found" });
      res.json({ place });
    }),
  );

  router.post(
    "/search-address",
    handle(async (req, res) => {
      const { query } = parseInput(z.object({ query: requiredText(200) }), req.body);
      if (query.length < 3) throw invalidField("query", "Saisissez au moins 3 caractères.");
      res.json({ data: await throughGeocoder(services.geocoder, (geocoder) => geocoder.search(query)) });
    }),
  );

  return router;
}
