// The study admin's calls (pro-side §7 "Admin", under /admin/{studyId}): the study's information and
// logo, the active members and their roles, removing a member, invitations, clerk assignment, the
// report-type settings and the consultation duration. Every call checks, in the study of the URL, the
// permission it needs (study admins hold them; roles in another study never count): 403 otherwise.
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { ROLE_NAMES, type RoleName } from "~common/roles";
import { loadActor } from "../../domain/actor";
import type { Permission } from "~common/permissions";
import { listActiveMembers, removeMember, setMemberRoles } from "../../domain/study-admin/active-members";
import { requireStudyAdminPermission } from "../../domain/study-admin/admin-access";
import { assignClerk, assignClerkToAll } from "../../domain/study-admin/clerk-assignment";
import {
  listReportTypeSettings,
  readConsultationDuration,
  setConsultationDuration,
  updateReportTypeSetting,
} from "../../domain/study-admin/report-type-settings";
import { requireStudy } from "../../domain/studies";
import { replaceStudyLogo, updateStudyInformation } from "../../domain/study-admin/study-information";
import { deleteInvitation, inviteIntoStudy, listPendingInvitations, resendInvitation } from "../../domain/invitations/study-invitations";
import { withNewFile } from "../../files/blob-store";
import { handle } from "../async-handler";
import { currentUser, requireUser, studyIdHeader } from "../authenticate";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { bool, email, id, latitude, longitude, number, optionalText, requiredText } from "../fields";
import { studyImageStore, studyImageUpload } from "../study-image-store";
import { parseInput } from "../validate";

const roleName = z.enum(ROLE_NAMES as [RoleName, ...RoleName[]], { errorMap: () => ({ message: "Rôle inconnu." }) });
const minutes = (min: number, max: number) => number(min, max).pipe(z.number().int("Saisissez un nombre entier de minutes."));
const optionalCount = (max: number) =>
  z.preprocess((value) => (value === "" || value === null ? null : value), number(1, max).pipe(z.number().int()).nullable().default(null));
const cents = number(0, 10_000_000).pipe(z.number().int("Le prix s'exprime en centimes."));

const studySchema = z.object({
  name: requiredText(150),
  full_address: requiredText(255),
  postcode: z.preprocess((value) => (typeof value === "string" ? value.trim() : value), z.string().regex(/^\d{5}$/, "Code postal invalide.")),
  city: requiredText(120),
  address_lat: latitude,
  address_lon: longitude,
  siret: optionalText(20),
});

const rolesSchema = z.object({
  bailiff_id: id,
  roles: z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(roleName).max(8)),
});

const invitationSchema = z
  .object({ email, role_id: roleName.optional(), role: roleName.optional() })
  .transform(({ email, role_id, role }) => ({ email, role: role_id ?? role }))
  .refine((value) => value.role !== undefined, { path: ["role_id"], message: "Choisissez un rôle." });

const reportTypeSchema = z.object({
  report_type_id: id,
  enabled: bool,
  slot_duration: minutes(5, 480),
  batch: optionalCount(20),
  time_limit: optionalCount(365),
  price: cents,
  visio_price: z.preprocess((value) => (value === "" || value === null ? null : value), cents.nullable().default(null)),
  price_type: z.enum(["fixed", "hour"], { errorMap: () => ({ message: "Type de prix inconnu." }) }),
  visio_enabled: bool,
});

const clerkAssignSchema = z.object({
  clerk_id: id,
  bailiffs: z.preprocess((value) => (value === undefined || value === "" ? [] : typeof value === "string" ? [value] : value), z.array(id).max(200)),
});

/** Mounted at /admin/:studyId. */
export function studyAdminRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;
  const logos = studyImageStore(context.blobs, "logos");

  /** The study of the URL, once the caller is known to hold `permission` there. */
  async function adminOf(req: Request, res: Response, permission: Permission) {
    const { studyId } = parseInput(z.object({ studyId: id }), req.params);
    const actor = await loadActor(db, currentUser(res).id, studyIdHeader(req));
    requireStudyAdminPermission(actor, studyId, permission);
    return { studyId, actor };
  }

  router.use(requireUser(context));

  router.get(
    "/study",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "study.manage");
      const study = await requireStudy(db, studyId);
      res.json({
        data: {
          id: study.id,
          slug: study.slug,
          name: study.name,
          type: study.type,
          full_address: study.full_address,
          postcode: study.postcode,
          city: study.city,
          address_lat: study.address_lat,
          address_lon: study.address_lon,
          siret: study.siret,
          logo: study.logo ? `${res.locals.apiBase as string}/api/files/logos/${study.logo}` : null,
          consultation_duration: study.consultation_duration,
        },
      });
    }),
  );

  router.put(
    "/study",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "study.manage");
      const input = parseInput(studySchema, req.body);
      await updateStudyInformation(db, studyId, { ...input, siret: input.siret ?? null });
      res.json({ message: "Les informations de l'étude sont enregistrées." });
    }),
  );

  router.post(
    "/study/logo",
    handle(async (req, res, next) => {
      await adminOf(req, res, "study.manage");
      studyImageUpload("logo")(req, res, next);
    }),
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "study.manage");
      const image = await logos.checked(req.file, "logo", "Le logo doit être une image PNG ou JPEG.");
      await logos.remove(await withNewFile(db, logos, image, (trx) => replaceStudyLogo(trx, studyId, image.storedName)));
      res.status(201).json({ logo: `${res.locals.apiBase as string}/api/files/logos/${image.storedName}` });
    }),
  );

  router.get(
    "/active-members",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "members.manage");
      res.json({ data: await listActiveMembers(db, studyId) });
    }),
  );

  router.get(
    "/bailiff-management/roles",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "members.manage");
      const members = await listActiveMembers(db, studyId);
      res.json({ data: members.map((member) => ({ bailiff_id: member.id, roles: member.roles })) });
    }),
  );

  router.put(
    "/bailiff-management/roles",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "members.manage");
      const input = parseInput(rolesSchema, req.body);
      await setMemberRoles(db, studyId, input.bailiff_id, input.roles);
      res.json({ message: "Les rôles sont enregistrés." });
    }),
  );

  router.post(
    "/bailiff-management/delete-bailiff",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "members.manage");
      const { bailiff_id } = parseInput(z.object({ bailiff_id: id }), req.body);
      await removeMember(db, studyId, bailiff_id);
      res.json({ message: "Le membre a quitté l'étude." });
    }),
  );

  router.get(
    "/invitation",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "members.invite");
      res.json({ data: await listPendingInvitations(context, studyId) });
    }),
  );

  router.post(
    "/invitation",
    idempotent(context),
    handle(async (req, res) => {
      const { studyId, actor } = await adminOf(req, res, "members.invite");
      const input = parseInput(invitationSchema, req.body);
      const invitation = await inviteIntoStudy(context, studyId, actor.userId, { email: input.email, role: input.role! });
      res.status(201).json({ data: invitation, message: `L'invitation a été envoyée à ${invitation.email}.` });
    }),
  );

  router.post(
    "/invitation/:invitationId/resend",
    handle(async (req, res) => {
      const { studyId, actor } = await adminOf(req, res, "members.invite");
      const { invitationId } = parseInput(z.object({ invitationId: id }), req.params);
      const invitation = await resendInvitation(context, studyId, invitationId, actor.userId);
      res.json({ data: invitation, message: `L'invitation a été renvoyée à ${invitation.email}.` });
    }),
  );

  router.delete(
    "/invitation/:invitationId",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "members.invite");
      const { invitationId } = parseInput(z.object({ invitationId: id }), req.params);
      await deleteInvitation(db, studyId, invitationId);
      res.json({ message: "L'invitation est supprimée." });
    }),
  );

  router.put(
    "/clerk/assign",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "clerks.assign");
      const input = parseInput(clerkAssignSchema, req.body);
      await assignClerk(db, studyId, input.clerk_id, input.bailiffs);
      res.json({ message: "L'affectation du clerc est enregistrée." });
    }),
  );

  router.post(
    "/assign-all-bailiffs",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "clerks.assign");
      const input = parseInput(z.object({ clerk_id: id, value: bool }), req.body);
      await assignClerkToAll(db, studyId, input.clerk_id, input.value);
      res.json({ message: "L'affectation du clerc est enregistrée." });
    }),
  );

  router.get(
    "/configuration/list",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "settings.manage");
      res.json({ data: { consultation_duration: await readConsultationDuration(db, studyId) } });
    }),
  );

  router.get(
    "/all-report-types",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "settings.manage");
      res.json({ data: await listReportTypeSettings(db, studyId) });
    }),
  );

  router.put(
    "/update-report-type",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "settings.manage");
      await updateReportTypeSetting(context, studyId, parseInput(reportTypeSchema, req.body));
      res.json({ message: "La prestation est enregistrée." });
    }),
  );

  router.put(
    "/consultation",
    handle(async (req, res) => {
      const { studyId } = await adminOf(req, res, "settings.manage");
      const { duration } = parseInput(z.object({ duration: minutes(5, 240) }), req.body);
      await setConsultationDuration(context, studyId, duration);
      res.json({ message: "La durée de consultation est enregistrée." });
    }),
  );

  return router;
}

/** The logos are public, like the study page that shows them. */
export function studyLogoRoutes(context: PlatformContext): Router {
  const router = Router();
  const logos = studyImageStore(context.blobs, "logos");
  router.get(
    "/files/logos/:name",
    handle((req, res) => logos.send(req, res, req.params.name ?? "", "public")),
  );
  return router;
}
