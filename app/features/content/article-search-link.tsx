// The menu's article search entry (customer-side §2.6): a link to /recherche, which works everywhere
// without JavaScript. On a hydrated page a click opens the search dialog instead; the dialog's code is
// fetched only then (or when the pointer or focus reaches the link), so that pages whose visitors never
// search do not download it (docs/decisions/305-article-search.md).
import { useState, type ComponentType, type MouseEvent, type ReactNode } from "react";
import search from "~/locales/fr/search.json";
import { translator } from "~/i18n/translator";
import type { ArticleSearchDialogProps } from "./article-search-dialog";
import { ARTICLE_SEARCH_PATH } from "./article-search-path";

const t = translator(search);

const loadDialog = () => import("./article-search-dialog").then((module) => module.ArticleSearchDialog);

export interface ArticleSearchLinkProps {
  /** Classes of the menu link, so it looks like its neighbours. */
  className?: string;
  /** Visible text of the link (e.g. a short label on small screens); its accessible name stays "Rechercher un article". */
  children?: ReactNode;
}

const dialogSupported = () =>
  typeof HTMLDialogElement === "function" && typeof HTMLDialogElement.prototype.showModal === "function";

export function ArticleSearchLink({ className, children }: ArticleSearchLinkProps) {
  const [Dialog, setDialog] = useState<ComponentType<ArticleSearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab…) and browsers without <dialog> keep the plain link.
    if (!dialogSupported() || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    loadDialog().then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      // The chunk could not be fetched (offline, new deployment): the search page does the same job.
      () => window.location.assign(ARTICLE_SEARCH_PATH),
    );
  };
  const warmUp = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <a
        className={className}
        href={ARTICLE_SEARCH_PATH}
        onClick={openDialog}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        aria-label={children ? t("open") : undefined}
      >
        {children ?? t("open")}
      </a>
      {Dialog ? <Dialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
