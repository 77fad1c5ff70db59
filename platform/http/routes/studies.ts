// Study lookups: by slug (the study page), by location (studies covering an address), by affiliate token.
import { Router, type Response } from "express";
import { z } from "zod";
import { findEligibleProfessionals } from "../../domain/eligible-professionals";
import { presentProfessional } from "../../domain/present-professional";
import { presentStudy } from "../../domain/present-study";
import { studyProfessionalAccounts } from "../../domain/memberships";
import { requireAffiliate, requireStudyBySlug } from "../../domain/studies";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { optionalLatitude, optionalLongitude, optionalText, requiredText } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";

export function studyRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  async function professionalsOf(study: { id: number }, res: Response) {
    const options = { apiBase: res.locals.apiBase as string, now: context.now() };
    return (await studyProfessionalAccounts(db, study.id)).map((entry) => presentProfessional(entry.user, entry.roles, options));
  }

  router.get(
    "/studies/search",
    handle(async (req, res) => {
      const { slug } = parseInput(z.object({ slug: requiredText(200) }), req.query);
      const study = await requireStudyBySlug(db, slug);
      res.json({ ...presentStudy(study), bailiffs: await professionalsOf(study, res) });
    }),
  );

  router.get(
    "/studies/search-bailiffs",
    handle(async (req, res) => {
      const { slug } = parseInput(z.object({ slug: requiredText(200) }), req.query);
      res.json({ data: await professionalsOf(await requireStudyBySlug(db, slug), res) });
    }),
  );

  router.get(
    "/studies/search-location",
    handle(async (req, res) => {
      const query = parseInput(
        z.object({
          latitude: optionalLatitude,
          longitude: optionalLongitude,
          lat: optionalLatitude,
          lon: optionalLongitude,
          lng: optionalLongitude,
        }),
        req.query,
      );
      const lat = query.latitude ?? query.lat;
      const lon = query.longitude ?? query.lon ?? query.lng;
      if (lat === undefined) throw invalidField("latitude", "Ce champ est obligatoire.");
      if (lon === undefined) throw invalidField("longitude", "Ce champ est obligatoire.");
      const candidates = await findEligibleProfessionals(db, { lat, lon, isVisio: false });
      const studies = new Map<number, ReturnType<typeof presentStudy> & { distance_km: number | null }>();
      for (const candidate of candidates) {
        if (!studies.has(candidate.study.id))
          studies.set(candidate.study.id, { ...presentStudy(candidate.study), distance_km: candidate.distanceKm });
      }
      res.json({ data: [...studies.values()] });
    }),
  );

  router.get(
    "/studies/search-token",
    handle(async (req, res) => {
      const query = parseInput(z.object({ slug: optionalText(200), token: optionalText(200) }), req.query);
      const token = query.slug ?? query.token;
      if (!token) throw invalidField("slug", "Ce champ est obligatoire.");
      res.json(presentStudy(await requireAffiliate(db, token)));
    }),
  );

  return router;
}
