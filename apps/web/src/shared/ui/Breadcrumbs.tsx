import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home > ... > current page; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className={styles.nav}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
