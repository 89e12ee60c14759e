import type { PageSlug } from '@farm/contract';
import { TEMPLATE_PAGES, demoVersion } from './page-templates.js';

/**
 * The texts of the pages the owner edits, as a fresh install shows them: the about page's texts and the four policy
 * pages (moved here from the storefront's code). Markdown; `## Heading {#anchor}` keeps each section's address, and
 * the {{placeholders}} take the shop's facts when a page is shown. The policy pages are the real shop's templates
 * (page-templates.ts) with the demo farm's few lines of its own.
 */
export const DEMO_PAGES: Record<PageSlug, { title: string; body: string }> = {
  about: {
    title: 'What we grow',
    body: `Coconut palms are the backbone of the farm, with black pepper climbing the trees, bananas, arecanut, paddy in the valley fields, and ginger, turmeric and nutmeg for the spice shelf. Around them grow fruit trees, herbs, vegetables, flowers and fodder, and our cows, goats and hens are part of the farm too.
`,
  },
  story: {
    title: 'Our story',
    body: `Our farm began as a family homestead on the red laterite hills of Malappuram district. For three generations the land gave us coconuts, pepper, rice and milk, the way it gave every Kerala household. Then, like many of our neighbours, we started buying chemical fertilisers and sprays, and year by year the soil grew harder and the harvests smaller.

When the younger generation came home to the farm, we decided to go back to how our grandparents farmed: feed the soil, keep animals, plant many crops together and waste nothing. It took a few patient years for the land to recover. Today {{shop_name}} is a busy mixed farm again, and the food we grow is food we are happy to give our own children.

As the harvests grew, we began pressing our own oil, drying our own spices and making the pickles and snacks our family has always made. Friends asked for them, then friends of friends, and that is how our outlet and this online shop came about.
`,
  },
  terms: demoVersion(TEMPLATE_PAGES.terms, [
    [
      'This website and its online shop are run by {{shop_name}}, a farm in Kerala (“we”, “us”). These terms apply whenever you use the site or buy from us. By using the site or placing an order, you accept them, so please read them along with our [Privacy Notice](/privacy-policy), [Shipping Policy](/shipping-policy) and [Return and Cancellation Policy](/refund-cancellation-policy).',
      'This website and its online shop are run by {{shop_name}}, an organic farm in Malappuram district, Kerala (“we”, “us”). These terms apply whenever you use the site or buy from us. By using the site or placing an order, you accept them, so please read them along with our [Privacy Notice](/privacy-policy), [Shipping Policy](/shipping-policy) and [Return and Cancellation Policy](/refund-cancellation-policy).',
    ],
    [
      'These terms are governed by the laws of India. Any dispute about them or about an order will be dealt with by the courts of the district in Kerala where our farm is. Before going to court, please talk to us: most problems are solved with one e-mail or phone call.',
      'These terms are governed by the laws of India. Any dispute about them or about an order will be dealt with by the courts of Malappuram district, Kerala. Before going to court, please talk to us: most problems are solved with one e-mail or phone call.',
    ],
  ]),
  privacy: demoVersion(TEMPLATE_PAGES.privacy, [
    [
      'This website and its online shop are run by {{shop_name}}, a farm in Kerala. In this notice, “we” and “us” mean the farm, and “you” means anyone who visits the site or shops with us.',
      'This website and its online shop are run by {{shop_name}}, a family-run organic farm and food outlet in Malappuram district, Kerala. In this notice, “we” and “us” mean the farm, and “you” means anyone who visits the site or shops with us.',
    ],
  ]),
  shipping: TEMPLATE_PAGES.shipping,
  refund: demoVersion(TEMPLATE_PAGES.refund, [
    [
      'Our foods cannot be taken back for any other reason, for example a change of mind, because we cannot sell them again once they have left us.',
      'Our oils, pickles, spices and other foods cannot be taken back for any other reason, for example a change of mind, because we cannot sell them again once they have left us.',
    ],
  ]),
};
