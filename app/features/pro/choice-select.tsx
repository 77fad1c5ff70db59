// A select of the workspace's forms: an empty first option that says what to choose (or "all" in a
// filter), then the choices (members, services, reasons, statuses), with the server's errors.
import { fieldErrors, typedValue, type FormResult } from "~/features/forms/form-result";
import type { FieldErrors } from "~/ui/field";
import { SelectField } from "~/ui/field";

interface Choice {
  id: number | string;
  name: string;
}

export interface ChoiceSelectProps {
  id: string;
  label: string;
  name: string;
  /** The empty option's text: "Tous" in a filter, "Choisissez…" in a form. */
  emptyLabel: string;
  choices: readonly Choice[];
  defaultValue?: string;
  errors?: FieldErrors;
  required?: boolean;
  /** The action's answer about this form: the value sent is kept and the field's errors shown. */
  result?: FormResult;
}

export function ChoiceSelect({ emptyLabel, choices, result, defaultValue, errors, ...select }: ChoiceSelectProps) {
  return (
    <SelectField
      {...select}
      defaultValue={typedValue(result, select.name, defaultValue ?? "")}
      errors={fieldErrors(result, select.name) ?? errors}
    >
      <option value="">{emptyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </SelectField>
  );
}
