// Contact tickets from the "Demande de rendez-vous" dialog, and the refusal types list.
import { Router } from "express";
import { z } from "zod";
import { listRefusalTypes, presentRefusalType } from "../../domain/meetings/refusal-types";
import { mailboxAddress } from "../../domain/users";
import { messages } from "../../outbox/messages";
import { handle } from "../async-handler";
import { maybeUser, optionalUser } from "../authenticate";
import type { PlatformContext } from "../context";
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
    handle(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      // Accept the snake_case spellings too.
      const input = parseInput(ticketSchema, {
        ...body,
        reportType: body.reportType ?? body.report_type,
        additionalInfo: body.additionalInfo ?? body.additional_info,
      });
      const ticket = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("support_tickets")
          .values({
            user_id: maybeUser(res)?.id ?? null,
            firstname: input.firstname ?? null,
            lastname: input.lastname ?? null,
            email: input.email ?? null,
            phone: input.phone,
            city: input.city,
            report_type: input.reportType ?? null,
            additional_info: input.additionalInfo ?? null,
            source: input.source ?? "Page d'accueil",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const summary = [
          `Nom : ${[input.firstname, input.lastname].filter(Boolean).join(" ") || "non renseigné"}`,
          `Téléphone : ${input.phone}`,
          `E-mail : ${input.email ?? "non renseigné"}`,
          `Ville : ${input.city}`,
          `Prestation : ${input.reportType ?? "non précisée"}`,
          `Source : ${input.source ?? "Page d'accueil"}`,
          "",
          input.additionalInfo ?? "",
        ].join("\n");
        await context.outbox.enqueue(trx, messages.supportTicket(mailboxAddress(mailFrom), summary));
        return row;
      });
      res.status(201).json({ id: ticket.id, message: "Votre demande a bien été transmise." });
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
