// A password field with a show/hide toggle (customer-side §2.6). Without JavaScript it is a plain
// password field: the toggle only appears once the page is hydrated.
import { useEffect, useState, type ComponentProps } from "react";
import { fields } from "~/locales/fr/account.json";
import { translator } from "~/i18n/translator";
import { buttonClass } from "~/ui/button";
import { TextField } from "~/ui/field";
import * as styles from "./password-field.css";

const t = translator({ fields });

export function PasswordField({ id, ...props }: Omit<ComponentProps<typeof TextField>, "type"> & { id: string }) {
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
