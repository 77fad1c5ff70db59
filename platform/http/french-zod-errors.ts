// French messages for zod issues, passed per parse (never set globally: the app shares the process).
import { z } from "zod";

export const frenchErrorMap: z.ZodErrorMap = (issue, context) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined" || issue.received === "null") return { message: "Ce champ est obligatoire." };
      return { message: "Ce champ n'a pas le bon format." };
    case z.ZodIssueCode.too_small:
      if (issue.type === "string") {
        return {
          message:
            issue.minimum === 1 ? "Ce champ est obligatoire." : `Ce champ doit contenir au moins ${issue.minimum} caractères.`,
        };
      }
      if (issue.type === "array") return { message: `Au moins ${issue.minimum} élément(s) attendu(s).` };
      return { message: `La valeur doit être supérieure ou égale à ${issue.minimum}.` };
    case z.ZodIssueCode.too_big:
      if (issue.type === "string") return { message: `Ce champ ne doit pas dépasser ${issue.maximum} caractères.` };
      if (issue.type === "array") return { message: `Au plus ${issue.maximum} élément(s) attendu(s).` };
      return { message: `La valeur doit être inférieure ou égale à ${issue.maximum}.` };
    case z.ZodIssueCode.invalid_string:
      if (issue.validation === "email") return { message: "L'adresse e-mail n'est pas valide." };
      if (issue.validation === "url") return { message: "L'adresse n'est pas valide." };
      if (issue.validation === "datetime") return { message: "La date n'est pas valide." };
      return { message: "Ce champ n'a pas le bon format." };
    case z.ZodIssueCode.invalid_enum_value:
      return { message: "Cette valeur n'est pas acceptée." };
    case z.ZodIssueCode.invalid_date:
      return { message: "La date n'est pas valide." };
    case z.ZodIssueCode.unrecognized_keys:
      return { message: "Champ inconnu." };
    default:
      return { message: context.defaultError };
  }
};
