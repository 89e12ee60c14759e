import { MESSAGES } from '@farm/contract/messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { inPageLanguage } from '../../shared/i18n/content';
import { useSearchProductsQuery } from './searchApi';
import { PageMeta } from '../../shared/ui/PageMeta';
import { ProductCard } from '../../shared/ui/ProductCard';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import styles from '../../shared/ui/Catalogue.module.css';

/**
 * /search?q=: every product the text finds, best first (names in both languages, romanised Malayalam, typos, then
 * descriptions: the server's search); the header's Enter key and the dropdown's "See all N results" land here (a
 * deliberate addition to the spec, docs/domain.md "Storefront").
 */
export function SearchPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { data: found, isFetching, error } = useSearchProductsQuery({ q }, { skip: q === '' });
  const data = found?.results;
  return (
    <div className="container page">
      <PageMeta title={q ? t`Search: ${q}` : t`Search`} />
      <h1>{q ? <Trans>Results for “{q}”</Trans> : <Trans>Search our products</Trans>}</h1>
      {q === '' ? (
        <p>
          <Trans>Type a product name in the search box above.</Trans>
        </p>
      ) : null}
      {isFetching ? <Spinner /> : null}
      {error ? <ErrorState message={errorMessage(error, t`Search failed`)} /> : null}
      {!isFetching && data ? (
        data.length === 0 ? (
          <EmptyState message={MESSAGES.noData} />
        ) : (
          <>
            <p role="status">
              <Plural value={data.length} one="# product found" other="# products found" />
            </p>
            <div className={styles.grid}>
              {data.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  categoryName={inPageLanguage(product.category_name, product.category_name_mal).text}
                  headingLevel={2}
                />
              ))}
            </div>
          </>
        )
      ) : null}
    </div>
  );
}
