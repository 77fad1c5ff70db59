// Who acts for which study on a /bailiff/:studyId request, once bailiff-access.ts has checked it.
import type { Response } from "express";
import type { Actor } from "../../domain/roles";

export interface StudyCaller {
  studyId: number;
  actor: Actor;
}

export const studyCaller = (res: Response): StudyCaller => res.locals.studyCaller as StudyCaller;
