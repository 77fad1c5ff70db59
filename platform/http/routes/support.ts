// Contact tickets from the "Demande de rendez-vous" dialog, and the refusal types list.
import { Router } from "express";
import { z } from "zod";
import { listRefusalTypes, presentRefusalType } from "../../domain/meetings/refusal-types";
import { openSupportTicket } from "../../domain/support-tickets";
import { handle } from "../async-handler";
import { maybeUser, optionalUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { email, frenchPhone, optionalText, personName } from "../fields";
import { parseInput } from "../validate";

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const ticketSchema = z.object({
  firstname: optional(personName),
  lastname: optional(personName),
  email: optional(email),
  phone: frenchPhone,
  city: z.preprocess((value) => (typeof value === "string" ? value.trim() : value), z.string().min(3).max(100)),
  reportType: optional(z.union([z.string().max(200), z.object({ name: z.string().max(200) }).transform((value) => value.name)])),
  additionalInfo: optionalText(5000),
  source: optionalText(100),
});

export function supportRoutes(context: PlatformContext, mailFrom: string): Router {
  const router = Router();
  const { db } = context;

  router.post(
    "/support",
    optionalUser(context),
    idempotent(context),
    handle(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      // Accept the snake_case spellings too.
      const input = parseInput(ticketSchema, {
        ...body,
        reportType: body.reportType ?? body.report_type,
        additionalInfo: body.additionalInfo ?? body.additional_info,
      });
      const ticketId = await openSupportTicket(context, input, maybeUser(res)?.id ?? null, mailFrom);
      res.status(201).json({ id: ticketId, message: "Votre demande a bien été transmise." });
    }),
  );

  router.get(
    "/refusal_types",
    handle(async (_req, res) => {
      res.json({ data: (await listRefusalTypes(db)).map(presentRefusalType) });
    }),
  );

  return router;
}
