// A password field with a show/hide toggle (customer-side §2.6). Without JavaScript it is a plain
// password field: the toggle only appears once the page is hydrated.
import { useEffect, useId, useState, type ComponentProps } from "react";
import { fields } from "~/locales/fr/account.json";
import { translator } from "~/i18n/translator";
import { buttonClass } from "~/ui/button";
import { TextField } from "~/ui/field";
import * as styles from "./password-field.css";

const t = translator({ fields });

export function PasswordField({ id: explicitId, ...props }: Omit<ComponentProps<typeof TextField>, "type">) {
  const generatedId = useId();
  const id = explicitId ?? generatedId;
  const [enhanced, setEnhanced] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <div className={styles.wrapper}>
      <TextField id={id} type={visible ? "text" : "password"} {...props} />
      {enhanced ? (
        <button
          type="button"
          className={buttonClass("link", false, styles.toggle)}
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t("fields.hidePassword") : t("fields.showPassword")}
        </button>
      ) : null}
    </div>
  );
}
