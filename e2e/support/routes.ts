import type { APIRequestContext } from '@playwright/test';
import { catalogue, crops, productPath } from './shop';

/** Every route of section 2 (and /search), with real ids from the demo data. */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const { categories, products } = await catalogue(request);
  const best = (await crops(request, 'best'))[0]!;
  const further = (await crops(request, 'further'))[0]!;
  return [
    '/',
    '/productsbycategory',
    `/productsbycategory/${categories[0]!.id}`,
    productPath(products[0]!),
    '/search?q=oil',
    '/cart',
    '/register',
    '/login',
    '/extraharvestfromfarm',
    '/extraharvestfromfarm/Fruits',
    `/extraharvestfromfarm/detail/${further.id}`,
    '/mostharvestfromfarm',
    `/mostharvestfromfarm/${best.id}`,
    '/aboutus',
    '/privacy-policy',
    '/terms-and-conditions',
    '/refund-cancellation-policy',
    '/shipping-policy',
    // What's in season (issue 37).
    '/seasons',
    '/order-confirmation',
    '/complaints/new',
    // A ticket nobody can open without its e-mail: the page asks for it.
    '/complaints/GR-2611-0001',
    '/no/such/page',
  ];
}
