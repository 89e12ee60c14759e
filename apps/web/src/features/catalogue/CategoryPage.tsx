import { storefrontPaths } from '@farm/contract/routes';
import { MESSAGES } from '@farm/contract/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { useText } from '../../shared/i18n/useText';
import { inPageLanguage } from '../../shared/i18n/content';
import { useCategoryProductsQuery } from './catalogueApi';
import { useCategoryNames } from '../../shared/api/categoryNames';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { ChipBar } from '../../shared/ui/ChipBar';
import { PageMeta } from '../../shared/ui/PageMeta';
import { ProductCard } from '../../shared/ui/ProductCard';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import styles from '../../shared/ui/Catalogue.module.css';

/** /productsbycategory/:id: the products of one category (the name arrives as navigation state, or is looked up). */
export function CategoryPage() {
  const { t } = useLingui();
  const text = useText();
  const { id } = useParams();
  const categoryId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : undefined;
  const location = useLocation();
  const stateName = (location.state as { categoryName?: string } | null)?.categoryName;
  const { categories, isLoading: namesLoading } = useCategoryNames();
  const known = categories?.find((c) => c.id === categoryId);
  // In the page's language: the passed name already is; a looked-up one is the Malayalam where the farm wrote it.
  const looked = known ? inPageLanguage(known.name, known.name_mal) : undefined;
  const name = stateName ?? looked?.text ?? t`Products`;
  const nameLang = stateName === undefined ? looked?.lang : undefined;
  // The products wait for the title when it has to be looked up, so a longer name cannot push them down later.
  const waitingForName = stateName === undefined && namesLoading;
  const { data, isLoading, error } = useCategoryProductsQuery(categoryId ?? 0, {
    skip: categoryId === undefined,
  });
  const notFound = categoryId === undefined || (error && 'status' in error && error.status === 404);

  return (
    <div className="container page">
      <PageMeta
        title={notFound ? t`Category not found` : name}
        description={t`${name} from our organic farm in Kerala.`}
      />
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: t`Products`, to: '/productsbycategory' },
          // An unknown category has no name of its own ("Products › Products" read as a mistake).
          { label: notFound ? t`Category not found` : name },
        ]}
      />
      {notFound ? (
        <h1>
          <Trans>Category not found</Trans>
        </h1>
      ) : (
        <h1 lang={nameLang}>{name}</h1>
      )}
      {categories && categories.length > 1 ? (
        <ChipBar label={t`Other categories`}>
          {categories.map((category) => {
            const shown = inPageLanguage(category.name, category.name_mal);
            return (
              <Link
                key={category.id}
                to={storefrontPaths.category(category.id)}
                state={{ categoryName: shown.text }}
                className={styles.chip}
                aria-current={category.id === categoryId ? 'page' : undefined}
                lang={shown.lang}
              >
                {shown.text}
              </Link>
            );
          })}
        </ChipBar>
      ) : null}
      {isLoading || waitingForName ? <Spinner /> : null}
      {notFound ? (
        <EmptyState message={t`We could not find this category.`}>
          <Link to="/productsbycategory" className="button">
            <Trans>See all products</Trans>
          </Link>
        </EmptyState>
      ) : error ? (
        <ErrorState message={text(errorMessage(error, t`Failed to load products`))} />
      ) : null}
      {data && !waitingForName && data.length === 0 ? (
        <EmptyState message={text(MESSAGES.noProductsInCategory)} />
      ) : null}
      {data && !waitingForName && data.length > 0 ? (
        <div className={styles.grid}>
          {data.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              categoryName={name}
              eager={index < 4}
              headingLevel={2}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
