import { useEffect, useState } from 'react';
import type { CategoryWithProducts, SiteResponse } from '@farm/contract';
import { MESSAGES } from '@farm/contract';

/** A placeholder until the storefront is built: the shop's name and its categories, straight from the API. */
export function App() {
  const [site, setSite] = useState<SiteResponse | null>(null);
  const [categories, setCategories] = useState<CategoryWithProducts[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    Promise.all([fetch('/api/site'), fetch('/api/categories-with-products')])
      .then(async ([siteResponse, categoriesResponse]) => {
        if (!siteResponse.ok || !categoriesResponse.ok) throw new Error(MESSAGES.homeFetchFailed);
        setSite((await siteResponse.json()) as SiteResponse);
        setCategories((await categoriesResponse.json()) as CategoryWithProducts[]);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : MESSAGES.homeFetchFailed));
  }, []);

  return (
    <main className="page">
      <header className="hero">
        <h1>{site?.name ?? 'Our organic farm'}</h1>
        <p>{site?.tagline}</p>
        <p className="note">Our full online shop opens soon. Here is what we make on the farm.</p>
      </header>
      {error && <p className="error">Error: {error}</p>}
      {!error && !categories && <p>{MESSAGES.loading}</p>}
      <div className="grid">
        {categories?.map((category) => (
          <section key={category.id} className="card">
            <img src={`/uploads/categories/${category.image}`} alt="" width={120} height={120} />
            <h2>{category.name}</h2>
            <ul>
              {category.products.slice(0, 4).map((product) => (
                <li key={product.id}>
                  {product.product_name} <span lang="ml">{product.product_name_mal}</span> · ₹
                  {product.selling_price}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
