// A row of theme links (blog and guide themes, FAQ categories, sub-themes) drawn as tags.
import * as page from "./content-layout.css";

export function TagLinks({ links }: { links: readonly { href: string; name: string }[] }) {
  return (
    <ul className={page.tagList}>
      {links.map((link) => (
        <li key={link.href}>
          <a className={page.tag} href={link.href}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
