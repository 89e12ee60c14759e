import { MESSAGES } from '@farm/contract/messages';
import { Link, useLocation, useParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
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
  const { id } = useParams();
  const categoryId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : undefined;
  const location = useLocation();
  const stateName = (location.state as { categoryName?: string } | null)?.categoryName;
  const { categories, isLoading: namesLoading } = useCategoryNames();
  const name = stateName ?? categories?.find((c) => c.id === categoryId)?.name ?? 'Products';
  // The products wait for the title when it has to be looked up, so a longer name cannot push them down later.
  const waitingForName = stateName === undefined && namesLoading;
  const { data, isLoading, error } = useCategoryProductsQuery(categoryId ?? 0, {
    skip: categoryId === undefined,
  });
  const notFound = categoryId === undefined || (error && 'status' in error && error.status === 404);

  return (
    <div className="container page">
      <PageMeta title={name} description={`${name} from our organic farm in Kerala.`} />
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Products', to: '/productsbycategory' },
          // An unknown category has no name of its own ("Products › Products" read as a mistake).
          { label: notFound ? 'Category not found' : name },
        ]}
      />
      <h1>{notFound ? 'Category not found' : name}</h1>
      {categories && categories.length > 1 ? (
        <ChipBar label="Other categories">
          {categories.map((category) => (
            <Link
              key={category.id}
              to={`/productsbycategory/${category.id}`}
              state={{ categoryName: category.name }}
              className={styles.chip}
              aria-current={category.id === categoryId ? 'page' : undefined}
            >
              {category.name}
            </Link>
          ))}
        </ChipBar>
      ) : null}
      {isLoading || waitingForName ? <Spinner /> : null}
      {notFound ? (
        <EmptyState message="We could not find this category.">
          <Link to="/productsbycategory" className="button">
            See all products
          </Link>
        </EmptyState>
      ) : error ? (
        <ErrorState message={errorMessage(error, 'Failed to load products')} />
      ) : null}
      {data && !waitingForName && data.length === 0 ? (
        <EmptyState message={MESSAGES.noProductsInCategory} />
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
