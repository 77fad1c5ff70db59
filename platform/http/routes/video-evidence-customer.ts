// The customer's side of a video session's position (pro-side §7: POST and GET latest
// `demands/{id}/user_locations`): the demand's customer shares a position from the browser (latitude,
// longitude, accuracy: out of range refused) or types an address, for one meeting of that demand; they
// read back their latest (404: nothing shared yet). Anyone else: 403; an unknown demand or meeting: 404.
import { Router } from "express";
import { z } from "zod";
import {
  customerSession,
  latestPosition,
  presentPosition,
  recordPosition,
  type DeclaredPosition,
} from "../../domain/video-evidence/user-locations";
import { handle } from "../async-handler";
import { currentActor, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { id, number, optionalLatitude, optionalLongitude, optionalText } from "../fields";
import { invalid } from "../http-error";
import { parseInput } from "../validate";
import type { VideoEvidenceServices } from "./video-evidence-config";

const CUSTOM_ADDRESS_MAX = 255;

const positionInput = z.object({
  meeting_id: id,
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  accuracy: z.preprocess((value) => (value === "" || value === null ? undefined : value), number(0, 100_000).optional()),
  custom_address: optionalText(CUSTOM_ADDRESS_MAX),
});

/** Coordinates (both) or an address: the French message on the field that is missing. */
function declaredPosition(input: z.output<typeof positionInput>): DeclaredPosition {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    return { latitude: input.latitude, longitude: input.longitude, accuracy: input.accuracy ?? null };
  }
  if (input.latitude !== undefined || input.longitude !== undefined) {
    const missing = input.latitude === undefined ? "latitude" : "longitude";
    throw invalid({ [missing]: ["La latitude et la longitude vont ensemble."] });
  }
  if (input.custom_address) return { customAddress: input.custom_address };
  throw invalid({ custom_address: ["Veuillez saisir l'adresse où vous vous trouvez."] });
}

export function videoLocationCustomerRoutes(context: PlatformContext, services: VideoEvidenceServices = {}): Router {
  const router = Router();
  const { db } = context;

  router.post(
    "/demands/:id/user_locations",
    requireUser(context),
    handle(async (req, res) => {
      const { id: demandId } = parseInput(z.object({ id }), req.params);
      const input = parseInput(positionInput, req.body);
      const position = declaredPosition(input);
      const session = await customerSession(db, await currentActor(context, req, res), demandId, input.meeting_id);
      const row = await recordPosition(context, session, position, services.geocoder);
      res.status(201).json({ location: presentPosition(row) });
    }),
  );

  router.get(
    "/demands/:id/user_locations/latest",
    requireUser(context),
    handle(async (req, res) => {
      const { id: demandId } = parseInput(z.object({ id }), req.params);
      const { meeting_id } = parseInput(z.object({ meeting_id: id }), req.query);
      const session = await customerSession(db, await currentActor(context, req, res), demandId, meeting_id);
      res.json({ location: presentPosition(await latestPosition(db, session.meeting)) });
    }),
  );
  return router;
}
