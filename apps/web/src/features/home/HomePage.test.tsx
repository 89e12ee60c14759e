import type { Crop, HomepageResponse, ProductSummary } from '@farm/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCrop, makeProductSummary, makeSite } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { fakeFetch, renderRoute, type FakeApi } from '../../test/render';
import { HOME_CAROUSEL_SETTINGS, bannerOptions, loopingOptions } from './carouselSettings';
import { HomePage } from './HomePage';

const site = makeSite({
  tagline: 'A family farm.',
  phones: ['+91 94471 26830'],
  addresses: { farm: 'Wandoor, Malappuram', outlet: 'Manjeri, Malappuram', farm_mal: '', outlet_mal: '' },
  social: {
    youtube: 'https://www.youtube.com/@farm',
    instagram: 'https://www.instagram.com/farm',
    facebook: 'https://www.facebook.com/farm',
  },
});

function product(id: number, name: string, categoryId: number): ProductSummary {
  return makeProductSummary({
    id,
    product_name: name,
    product_name_mal: '',
    product_slug: name.toLowerCase().replace(/\W+/g, '-'),
    image: `${id}.svg`,
    image_url: `/uploads/products/${id}.svg`,
    description: `${name}, made on the farm.`,
    sku: `SKU-${id}`,
    category_id: categoryId,
    price: 200,
    selling_price: 200,
    baseprices: [{ original_price: 200, offer_price: 0, size: '250 g' }],
  });
}

function crop(id: number, name: string, category: string): Crop {
  return makeCrop({
    id,
    name,
    name_mala: '',
    category,
    image: `${id}.svg`,
    images: [],
    description: `${name} grows well on our farm.`,
    description1: '',
    description2: '',
    description3: '',
    description4: '',
    description5: '',
    description_mal: '',
    description1_mal: '',
    description2_mal: '',
    description3_mal: '',
    description4_mal: '',
    description5_mal: '',
  });
}

const homepage: HomepageResponse = {
  currency: 'INR',
  homeVideoInGallary: [{ id: 1, video: null, image: 'farm-banner.svg' }],
  products: [product(1, 'Virgin Coconut Oil', 1), product(2, 'Turmeric Powder', 2)],
  certificates: [
    { id: 1, title: 'Organic Farming Certificate', image: 'organic.svg' },
    { id: 2, title: 'Food Safety Registration', image: 'food.svg' },
    { id: 3, title: null, image: 'apiary.svg' },
  ],
  videoYoutube: [
    { id: 1, title: 'Coconut harvest day', image: 'coconut.svg', video: 'https://youtube.example/coconut' },
    { id: 2, title: null, image: 'paddy.svg', video: 'https://youtube.example/paddy' },
  ],
  categories: [
    { id: 1, name: 'Cold-Pressed Oils and Ghee', name_mal: '', image: 'oils.svg' },
    { id: 2, name: 'Spices and Masalas', name_mal: '', image: 'spices.svg' },
  ],
};

const bestYields = ['Coconut', 'Black Pepper', 'Nendran Banana', 'Arecanut', 'Rice Paddy'].map((name, i) =>
  crop(i + 1, name, 'main'),
);
const furtherCrops = ['Jackfruit', 'Cows', 'Holy Basil', 'Lotus', 'Mango'].map((name, i) =>
  crop(i + 11, name, 'Fruits'),
);

function api(overrides: FakeApi = {}): FakeApi {
  return {
    'GET /api/homepage': homepage,
    'GET /api/site': site,
    'GET /api/whatInFarms-Full': { data: bestYields },
    'GET /api/whatInFarms-most-cultivated-crops': { data: furtherCrops },
    ...overrides,
  };
}

/** Waits until the home data has arrived and the page is drawn. */
async function renderHome(overrides: FakeApi = {}) {
  fakeFetch(api(overrides));
  const utils = renderRoute(<HomePage />);
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Pachakkuda Organic Farm' });
  // The sections under the banner are drawn after the banner's first paint, a few at a time; this is the last step.
  await screen.findByRole('heading', { level: 2, name: 'Further Crops and Farm Life' });
  return utils;
}

function sectionOf(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name });
  const section = heading.closest('section');
  if (!section) throw new Error(`No section around "${name}"`);
  return section;
}

beforeEach(() => {
  // Swiper reads its breakpoints through matchMedia; jsdom has none. Reveal falls back to "shown" without
  // IntersectionObserver, which is what these tests want.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: /min-width: (\d+)px/.test(query)
        ? Number(/min-width: (\d+)px/.exec(query)?.[1]) <= 1024
        : false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows the spinner while the home data loads', async () => {
    fakeFetch(api());
    renderRoute(<HomePage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { level: 1 });
  });

  it('draws the sections in the order of the spec', async () => {
    await renderHome();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'See Where Your Food Begins', // gallery video block
      'About Pachakkuda Organic Farm',
      'Our Story',
      'Our Recognized Certificates',
      'What We Do',
      'Best Yields from Our Farm',
      'Value-Added Products',
      'Further Crops and Farm Life',
      'Check Our Youtube Feed',
    ]);
    // The banner comes first, before every section.
    const welcome = screen.getByRole('heading', { level: 1 });
    const gallery = screen.getByRole('heading', { level: 2, name: 'See Where Your Food Begins' });
    expect(welcome.compareDocumentPosition(gallery) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("sets the page's title and description as the server does: the shop's name and tagline", async () => {
    await renderHome();
    await waitFor(() => expect(document.title).toBe('Pachakkuda Organic Farm'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A family farm.',
    );
  });

  it('shows the banner poster as the eager, high-priority picture with the welcome, tagline and Shop Now', async () => {
    const { container } = await renderHome();
    const banner = screen.getByRole('heading', { level: 1 }).closest('section')!;
    const poster = banner.querySelector('img')!;
    expect(poster).toHaveAttribute('src', '/uploads/video/farm-banner.svg');
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('width', '1600');
    // The farm's own tagline, not words of the demo's.
    expect(within(banner).getByText('A family farm.')).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/productsbycategory',
    );
    expect(container.querySelector('video')).toBeNull();
  });

  it('says no tagline in the banner for a shop that has none (a real shop starts without the demo’s words)', async () => {
    await renderHome({ 'GET /api/site': { ...site, tagline: '', tagline_mal: '' } });
    const banner = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(banner.querySelectorAll('p')).toHaveLength(0);
    expect(within(banner).getByRole('link', { name: 'Shop Now' })).toBeVisible();
  });

  it('plays a banner video muted, looping and inline when the item has one, once the page has loaded', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = await renderHome({
      'GET /api/homepage': {
        ...homepage,
        homeVideoInGallary: [{ id: 1, video: 'farm.mp4', image: 'farm-banner.svg' }],
      },
    });
    const video = container.querySelector('section video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/uploads/video/farm.mp4');
    expect(video).toHaveAttribute('poster', '/uploads/video/farm-banner.svg');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    // The poster is the first paint: the film is neither fetched nor started before the page has loaded.
    expect(video).toHaveAttribute('preload', 'none');
    await waitFor(() => expect(play).toHaveBeenCalled());
    play.mockRestore();
  });

  it('links About to /aboutus', async () => {
    await renderHome();
    const about = sectionOf('About Pachakkuda Organic Farm');
    expect(within(about).getByRole('link', { name: /Read more/ })).toHaveAttribute('href', '/aboutus');
  });

  it('shows the certificates with captions, then the four feature cards', async () => {
    await renderHome();
    const certificates = sectionOf('Our Recognized Certificates');
    expect(within(certificates).getByText('Food Safety Registration')).toBeInTheDocument();
    // Each opens full size, in a dialog, to be read (a third of a phone's width is too small).
    const open = within(certificates).getByRole('button', {
      name: 'View Certificate: Organic Farming Certificate full size',
    });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Certificate: Organic Farming Certificate' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/certificates/organic.svg');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened from the keyboard, closing it puts focus back on the certificate.
    open.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Certificate: Organic Farming Certificate' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
    // One without a title is still named.
    expect(
      within(certificates).getByRole('button', { name: 'View Certificate 3 full size' }),
    ).toBeInTheDocument();
    const cards = within(certificates)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(
      cards.map((card) => [card.querySelector('h3')?.textContent, card.querySelector('p')?.textContent]),
    ).toEqual([
      ['Organic', 'certified organic farming practices'],
      ['High Quality', 'premium quality produce from our farm'],
      ['Happy Customer', 'trusted by our valued customers'],
      ['50+ Varieties', 'wide variety of fresh farm produce'],
    ]);
    for (const card of cards) expect(card.querySelector('img')).toHaveAttribute('src');
  });

  it("says 'No certificates available at the moment.' under 'Our Certificates' when there are none", async () => {
    await renderHome({ 'GET /api/homepage': { ...homepage, certificates: [] } });
    const section = sectionOf('Our Certificates');
    expect(within(section).getByText('No certificates available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Recognized Certificates' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Certificates' })).toBeNull();
    // The feature cards stay.
    expect(within(section).getByRole('heading', { name: '50+ Varieties' })).toBeInTheDocument();
  });

  it('shows the first 4 best-yield crops, each linking to its page, and View all', async () => {
    await renderHome();
    const section = await waitFor(() => {
      const found = sectionOf('Best Yields from Our Farm');
      expect(within(found).getAllByRole('article')).toHaveLength(4);
      return found;
    });
    expect(within(section).getByRole('link', { name: 'Coconut' })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm/1',
    );
    expect(within(section).getByRole('link', { name: 'Arecanut' })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm/4',
    );
    expect(within(section).queryByText('Rice Paddy')).toBeNull();
    expect(within(section).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm',
    );
  });

  it('shows the first 4 further crops linking to their detail pages, and a link to all of them', async () => {
    await renderHome();
    const section = sectionOf('Further Crops and Farm Life');
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(4));
    expect(within(section).getByRole('link', { name: 'Jackfruit' })).toHaveAttribute(
      'href',
      '/extraharvestfromfarm/detail/11',
    );
    expect(within(section).queryByText('Mango')).toBeNull();
    expect(within(section).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/extraharvestfromfarm',
    );
  });

  it("says 'No data found.' for empty crop and product lists", async () => {
    await renderHome({
      'GET /api/whatInFarms-Full': { data: [] },
      'GET /api/whatInFarms-most-cultivated-crops': { data: [] },
      'GET /api/homepage': { ...homepage, products: [] },
    });
    await waitFor(() => {
      expect(within(sectionOf('Best Yields from Our Farm')).getByText('No data found.')).toBeInTheDocument();
      expect(
        within(sectionOf('Further Crops and Farm Life')).getByText('No data found.'),
      ).toBeInTheDocument();
    });
    expect(within(sectionOf('Value-Added Products')).getByText('No data found.')).toBeInTheDocument();
  });

  it('shows a crop list failure in its own section', async () => {
    await renderHome({ 'GET /api/whatInFarms-Full': [500, { message: 'The farm notes are unavailable.' }] });
    const section = sectionOf('Best Yields from Our Farm');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Error: The farm notes are unavailable.',
    );
  });

  it('opens a category with its name passed along, and shows featured products as product cards', async () => {
    const { router } = await renderHome();
    const section = sectionOf('Value-Added Products');
    expect(within(section).getByRole('link', { name: 'Virgin Coconut Oil' })).toHaveAttribute(
      'href',
      '/product/virgin-coconut-oil-1',
    );
    expect(within(section).getByRole('link', { name: /Shop Now.*Turmeric Powder/ })).toHaveAttribute(
      'href',
      '/product/turmeric-powder-2',
    );
    const category = within(section).getByRole('link', { name: 'Spices and Masalas' });
    expect(category).toHaveAttribute('href', '/productsbycategory/2');
    await userEvent.click(category);
    expect(router.state.location.pathname).toBe('/productsbycategory/2');
    expect(router.state.location.state).toEqual({ categoryName: 'Spices and Masalas' });
  });

  it('links each video thumbnail to its address in a new tab, with the title as caption when there is one', async () => {
    await renderHome();
    const feed = sectionOf('Check Our Youtube Feed');
    const links = within(feed).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links[0]).toHaveAttribute('href', 'https://youtube.example/coconut');
    expect(links[0]).toHaveAccessibleName('Coconut harvest day (opens in a new tab)');
    expect(within(links[0]!).getByText('Coconut harvest day')).toBeVisible();
    expect(links[1]).toHaveAttribute('href', 'https://youtube.example/paddy');
    expect(within(links[1]!).getByRole('img', { name: 'Farm video 2' })).toHaveAttribute(
      'src',
      '/uploads/video/paddy.svg',
    );
  });

  it('renders no video feed at all when the list is empty', async () => {
    const { container } = await renderHome({ 'GET /api/homepage': { ...homepage, videoYoutube: [] } });
    expect(screen.queryByRole('heading', { name: 'Check Our Youtube Feed' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Farm videos' })).toBeNull();
    expect(container.querySelector('#home-videos')).toBeNull();
  });

  it("shows the server's message when the home data cannot be loaded", async () => {
    fakeFetch(api({ 'GET /api/homepage': [503, { message: 'The shop is briefly unavailable.' }] }));
    renderRoute(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The shop is briefly unavailable.');
  });

  it("falls back to 'Failed to fetch home data'", async () => {
    fakeFetch(api({ 'GET /api/homepage': [500, undefined] }));
    renderRoute(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch home data');
  });

  it('lets the visitor pause and restart moving content (WCAG 2.2.2)', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    await renderHome({
      'GET /api/homepage': {
        ...homepage,
        homeVideoInGallary: [{ id: 1, video: 'farm.mp4', image: 'farm-banner.svg' }],
      },
    });
    const banner = screen.getByRole('region', { name: 'Farm pictures' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Pause Farm pictures' }));
    expect(pause).toHaveBeenCalled();
    await userEvent.click(within(banner).getByRole('button', { name: 'Play Farm pictures' }));
    expect(play).toHaveBeenCalled();
    expect(within(banner).getByRole('button', { name: 'Pause Farm pictures' })).toBeInTheDocument();
    pause.mockRestore();
    play.mockRestore();
  });

  it('hides the controls of a carousel whose slides all fit', async () => {
    await renderHome();
    // jsdom lays nothing out, so Swiper finds every slide fits and locks: no arrows, fraction or pause to show.
    const feed = screen.getByRole('region', { name: 'Farm videos' });
    expect(within(feed).queryByRole('button', { name: /Pause/ })).toBeNull();
  });
});

describe('the home page on a phone (issue 32)', () => {
  it('shortens its longer texts behind Read more buttons that open the rest and say whether it is open', async () => {
    await renderHome();
    const buttons = screen.getAllByRole('button', { name: /^Read more/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Read more: See Where Your Food Begins',
      'Read more: Our Story',
      'Read more: What We Do',
    ]);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(region).toHaveAttribute('data-open', 'false');
      // What a phone shortens is marked, so a page without JavaScript shows it all (index.html).
      expect(region?.querySelector('[data-more]')).not.toBeNull();
    }

    const story = within(sectionOf('Our Story'));
    const more = story.getByRole('button', { name: /^Read more ?: Our Story$/ });
    const chapters = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(chapters).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAccessibleName(/^Show less ?: Our Story$/);
    expect(chapters).toHaveAttribute('data-open', 'true');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(chapters).toHaveAttribute('data-open', 'false');
  });
});

describe('HomePage in Malayalam', () => {
  inMalayalam();

  it("shows the farm's crops and categories in Malayalam where it wrote them, the English (marked) elsewhere", async () => {
    fakeFetch(
      api({
        'GET /api/whatInFarms-Full': {
          data: [
            { ...bestYields[0]!, name_mala: 'തെങ്ങ്', description_mal: 'തെങ്ങുകൾ ഞങ്ങളുടെ ഫാമിൽ നന്നായി വളരുന്നു.' },
            bestYields[1]!,
          ],
        },
        'GET /api/homepage': {
          ...homepage,
          categories: [
            { ...homepage.categories[0]!, name_mal: 'ചക്കിലാട്ടിയ എണ്ണയും നെയ്യും' },
            homepage.categories[1]!,
          ],
        },
      }),
    );
    renderRoute(<HomePage />);
    await screen.findByRole('heading', { level: 1, name: /^Pachakkuda Organic Farm ?-ലേക്ക് സ്വാഗതം$/ });
    await screen.findByRole('heading', { level: 2, name: 'മറ്റു വിളകളും ഫാം ജീവിതവും' });

    const crops = sectionOf('ഞങ്ങളുടെ ഫാമിലെ മികച്ച വിളവുകൾ');
    const coconut = await within(crops).findByRole('link', { name: 'തെങ്ങ്' });
    expect(coconut).not.toHaveAttribute('lang');
    expect(within(crops).getByText('Coconut')).toHaveAttribute('lang', 'en');
    expect(within(crops).getByText('തെങ്ങുകൾ ഞങ്ങളുടെ ഫാമിൽ നന്നായി വളരുന്നു.')).not.toHaveAttribute('lang');
    expect(within(crops).getByRole('link', { name: 'Black Pepper' })).toHaveAttribute('lang', 'en');
    expect(within(crops).getByText('Black Pepper grows well on our farm.')).toHaveAttribute('lang', 'en');

    const products = sectionOf('മൂല്യവർധിത ഉൽപ്പന്നങ്ങൾ');
    expect(within(products).getByText('ചക്കിലാട്ടിയ എണ്ണയും നെയ്യും')).not.toHaveAttribute('lang');
    expect(within(products).getByText('Spices and Masalas')).toHaveAttribute('lang', 'en');
  });
});

describe('carousel settings (section 9)', () => {
  it('are the spec values', () => {
    expect(HOME_CAROUSEL_SETTINGS).toEqual({
      banner: {
        slidesPerView: 1,
        autoplay: { delay: 6000, disableOnInteraction: false },
        loopAbove: 3,
        pagination: { type: 'fraction' },
        navigation: true,
      },
      videoFeed: {
        autoplay: { delay: 3000 },
        loop: true,
        pagination: { type: 'fraction' },
        slidesPerView: 5,
        spaceBetween: 20,
        breakpoints: {
          320: { slidesPerView: 4, spaceBetween: 10 },
          640: { slidesPerView: 4, spaceBetween: 15 },
          992: { slidesPerView: 4, spaceBetween: 20 },
          1200: { slidesPerView: 5, spaceBetween: 25 },
          1400: { slidesPerView: 5, spaceBetween: 25 },
        },
      },
      certificates: {
        autoplay: { delay: 3000 },
        loop: true,
        navigation: true,
        breakpoints: {
          320: { slidesPerView: 3, spaceBetween: 10 },
          640: { slidesPerView: 3, spaceBetween: 15 },
          992: { slidesPerView: 4, spaceBetween: 20 },
          1200: { slidesPerView: 5, spaceBetween: 25 },
          1400: { slidesPerView: 5, spaceBetween: 25 },
        },
      },
    });
  });

  it('loop the banner only above 3 items', () => {
    expect(bannerOptions(1).loop).toBe(false);
    expect(bannerOptions(3).loop).toBe(false);
    expect(bannerOptions(4).loop).toBe(true);
    expect(bannerOptions(4)).toEqual({
      slidesPerView: 1,
      autoplay: { delay: 6000, disableOnInteraction: false },
      pagination: { type: 'fraction' },
      navigation: true,
      loop: true,
    });
  });

  it('loop the feed and certificates only at widths with more slides than are shown', () => {
    const certificates = loopingOptions(HOME_CAROUSEL_SETTINGS.certificates, 4);
    expect(
      Object.fromEntries(Object.entries(certificates.breakpoints!).map(([w, bp]) => [w, bp.loop])),
    ).toEqual({
      320: true,
      640: true,
      992: false,
      1200: false,
      1400: false,
    });
    const feed = loopingOptions(HOME_CAROUSEL_SETTINGS.videoFeed, 6);
    expect(feed.loop).toBe(true);
    expect(Object.values(feed.breakpoints!).every((bp) => bp.loop)).toBe(true);
    expect(feed.breakpoints![1200]).toEqual({ slidesPerView: 5, spaceBetween: 25, loop: true });
    expect(loopingOptions(HOME_CAROUSEL_SETTINGS.videoFeed, 5).breakpoints![1200]!.loop).toBe(false);
    expect(feed.autoplay).toEqual({ delay: 3000 });
    expect(feed.pagination).toEqual({ type: 'fraction' });
  });

  it('hand the banner loop setting to Swiper', async () => {
    const banners = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: i + 1, video: null, image: `banner-${i + 1}.svg` }));
    for (const [count, loops] of [
      [3, false],
      [4, true],
    ] as const) {
      const { container, unmount } = await renderHome({
        'GET /api/homepage': { ...homepage, homeVideoInGallary: banners(count) },
      });
      const banner = screen.getByRole('region', { name: 'Farm pictures' });
      const swiperEl = banner.querySelector('.swiper') as
        (HTMLElement & { swiper?: { params: { loop: boolean; autoplay: unknown } } }) | null;
      await waitFor(() => expect(swiperEl?.swiper).toBeDefined());
      expect(swiperEl!.swiper!.params.loop).toBe(loops);
      expect(swiperEl!.swiper!.params.autoplay).toMatchObject({ delay: 6000, disableOnInteraction: false });
      expect(container.querySelectorAll('section img[width="1600"]').length).toBeGreaterThanOrEqual(count);
      act(() => unmount());
    }
  });
});
