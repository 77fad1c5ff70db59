// The report-type tree, globally or with a study's settings.
import { Router } from "express";
import { z } from "zod";
import { loadReportTypeTree } from "../../domain/report-type-tree";
import { requireStudy } from "../../domain/studies";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { id, optionalBool, optionalId } from "../fields";
import { parseInput } from "../validate";

export function reportTypeRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  router.get(
    "/reporttypes",
    handle(async (req, res) => {
      const query = parseInput(z.object({ study_id: optionalId, enabled: optionalBool }), req.query);
      const study = query.study_id === undefined ? undefined : await requireStudy(db, query.study_id);
      const tree = await loadReportTypeTree(db, study);
      res.json({ data: query.enabled ? onlyEnabled(tree) : tree });
    }),
  );

  router.get(
    "/studies/:id/reporttypes",
    handle(async (req, res) => {
      const params = parseInput(z.object({ id }), req.params);
      const query = parseInput(z.object({ enabled: optionalBool }), req.query);
      const tree = await loadReportTypeTree(db, await requireStudy(db, params.id));
      res.json({ data: query.enabled ? onlyEnabled(tree) : tree });
    }),
  );

  return router;
}

/** What the booking screens list: enabled children, and groups that keep at least one. */
function onlyEnabled(tree: Awaited<ReturnType<typeof loadReportTypeTree>>) {
  return tree
    .map((group) => ({ ...group, children: group.children.filter((child) => child.enabled) }))
    .filter((group) => group.enabled && group.children.length > 0);
}
