import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { ExtraHarvestDetailPage } from './ExtraHarvestDetailPage';
import { MostHarvestDetailPage } from './MostHarvestDetailPage';
import { makeCrop } from '../../test/factories';
import { inMalayalam } from '../../test/language';

const renderMost = (id: string) =>
  renderRoute(<MostHarvestDetailPage />, {
    path: '/mostharvestfromfarm/:id',
    url: `/mostharvestfromfarm/${id}`,
  });

const renderExtra = (id: string) =>
  renderRoute(<ExtraHarvestDetailPage />, {
    path: '/extraharvestfromfarm/detail/:id',
    url: `/extraharvestfromfarm/detail/${id}`,
  });

function crumbs() {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent,
      href: within(item).queryByRole('link')?.getAttribute('href') ?? null,
    }));
}

describe('the headings of a crop page', () => {
  it("say the farm's animals are raised, not grown", async () => {
    fakeFetch({
      'GET /api/whatInFarms': {
        products: [],
        data: makeCrop({ name: 'Cows', category: 'Animal Care and Maintenance' }),
      },
    });
    renderExtra('4');
    expect(await screen.findByRole('heading', { level: 2, name: 'How we raise them' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How we grow it' })).toBeNull();
  });
});

describe('MostHarvestDetailPage', () => {
  it('renders the names, all five description fields and the sanitised key features', async () => {
    const { calls } = fakeFetch({ 'GET /api/whatInFarms': { products: [], data: makeCrop() } });
    renderMost('3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Coconut' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/whatInFarms')?.url.searchParams.get('id')).toBe('3');
    expect(screen.getByText('തെങ്ങ്')).toHaveAttribute('lang', 'ml');

    const crop = makeCrop();
    for (const text of [
      crop.description,
      crop.description1,
      crop.description2,
      crop.description3,
      crop.description4,
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const heading of [
      'About Coconut',
      'How we grow it',
      'Harvest',
      'What we make of it',
      'Care through the year',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }

    const features = screen.getByRole('region', { name: 'Key features' });
    const items = within(features).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'About 450 palms in rows',
      'Harvested every 45 days',
    ]);
    expect(within(features).getByText('About 450 palms').tagName).toBe('STRONG');
  });

  it('shows breadcrumbs Home > Most Harvest > name', async () => {
    fakeFetch({ 'GET /api/whatInFarms': { products: [], data: makeCrop() } });
    renderMost('3');
    await screen.findByRole('heading', { level: 1, name: 'Coconut' });
    expect(crumbs()).toEqual([
      { text: 'Home', href: '/' },
      { text: 'Most Harvest', href: '/mostharvestfromfarm' },
      { text: 'Coconut', href: null },
    ]);
    expect(screen.getByRole('link', { name: /Back to Most Harvest/ })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm',
    );
  });

  it('shows the main picture and switches pictures with the thumbnails, by mouse and keyboard', async () => {
    fakeFetch({ 'GET /api/whatInFarms': { products: [], data: makeCrop() } });
    renderMost('3');
    const main = await screen.findByRole('img', { name: 'Coconut, picture 1 of 3' });
    expect(main).toHaveAttribute('src', '/uploads/what_in_farm/coconut.svg');
    expect(main).toHaveAttribute('width', '1200');

    const thumbs = within(screen.getByRole('list', { name: 'Pictures of Coconut' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(thumbs[2]!);
    expect(screen.getByRole('img', { name: 'Coconut, picture 3 of 3' })).toHaveAttribute(
      'src',
      '/uploads/what_in_farm/gallery/coconut-g2.svg',
    );
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');

    fireEvent.keyDown(thumbs[2]!, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Coconut, picture 1 of 3' })).toBeInTheDocument();
    expect(thumbs[0]).toHaveFocus();
    fireEvent.keyDown(thumbs[0]!, { key: 'End' });
    expect(thumbs[2]).toHaveFocus();
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns an unknown id (404) into a friendly not-found message with a link back', async () => {
    fakeFetch({ 'GET /api/whatInFarms': [404, { message: 'This crop does not exist.' }] });
    renderMost('999');
    expect(await screen.findByRole('heading', { name: 'We could not find that crop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Most Harvest' })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm',
    );
  });

  it('treats a malformed id the same way, without asking the server', async () => {
    const { fetchMock } = fakeFetch({});
    renderMost('3abc');
    expect(await screen.findByRole('heading', { name: 'We could not find that crop' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)),
    ).not.toContainEqual(expect.stringContaining('/api/whatInFarms'));
  });

  it("shows 'Error: {message}' when the load fails", async () => {
    fakeFetch({ 'GET /api/whatInFarms': [503, { message: 'The shop is briefly unavailable.' }] });
    renderMost('3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The shop is briefly unavailable.');
  });

  it('shows a spinner while loading', async () => {
    fakeFetch({ 'GET /api/whatInFarms': () => new Promise(() => {}) as never });
    renderMost('3');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('ExtraHarvestDetailPage', () => {
  it('shows breadcrumbs Home > Extra Harvest > group (linking to its page) > name', async () => {
    fakeFetch({
      'GET /api/whatInFarms': {
        products: [],
        data: makeCrop({ id: 12, name: 'Cows', name_mala: 'പശുക്കൾ', category: 'Animal Care and Maintenance' }),
      },
    });
    const { router } = renderExtra('12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cows' })).toBeInTheDocument();
    const trail = crumbs();
    expect(trail.map((crumb) => crumb.text)).toEqual([
      'Home',
      'Extra Harvest',
      'Animal Care and Maintenance',
      'Cows',
    ]);
    expect(trail[1]?.href).toBe('/extraharvestfromfarm');
    expect(decodeURIComponent(trail[2]?.href ?? '')).toBe(
      '/extraharvestfromfarm/Animal Care and Maintenance',
    );
    expect(trail[3]?.href).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Animal Care and Maintenance' }));
    await waitFor(() => expect(screen.getByText('Another page')).toBeInTheDocument());
    expect(decodeURIComponent(router.state.location.pathname)).toBe(
      '/extraharvestfromfarm/Animal Care and Maintenance',
    );
  });

  it('renders the same five descriptions and key features as the most-harvest page', async () => {
    fakeFetch({ 'GET /api/whatInFarms': { products: [], data: makeCrop({ category: 'Fruits' }) } });
    renderExtra('3');
    await screen.findByRole('heading', { level: 1, name: 'Coconut' });
    expect(screen.getByText('Mature nuts become copra for our chakku oil.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Key features' })).toHaveTextContent('Harvested every 45 days');
  });

  it('sends an unknown crop back to Extra Harvest', async () => {
    fakeFetch({ 'GET /api/whatInFarms': [404, { message: 'This crop does not exist.' }] });
    renderExtra('41');
    expect(await screen.findByRole('link', { name: 'Back to Extra Harvest' })).toHaveAttribute(
      'href',
      '/extraharvestfromfarm',
    );
  });
});

describe('a crop page in Malayalam', () => {
  inMalayalam();

  it('shows the Malayalam name and texts the farm wrote, with the English name under it', async () => {
    fakeFetch({
      'GET /api/whatInFarms': {
        products: [],
        data: makeCrop({
          description_mal: 'ഞങ്ങളുടെ ഫാമിന്റെ നട്ടെല്ലാണ് തെങ്ങുകൾ.',
          description1_mal: 'മികച്ച മാതൃവൃക്ഷങ്ങളിൽ നിന്നാണ് തൈകൾ.',
          description5_mal: '<ul><li>ഏകദേശം 450 തെങ്ങുകൾ</li></ul>',
        }),
      },
    });
    renderMost('3');

    const title = await screen.findByRole('heading', { level: 1, name: 'തെങ്ങ്' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByText('Coconut', { selector: 'p' })).toHaveAttribute('lang', 'en');
    const about = screen.getByText('ഞങ്ങളുടെ ഫാമിന്റെ നട്ടെല്ലാണ് തെങ്ങുകൾ.');
    expect(about).not.toHaveAttribute('lang');
    expect(screen.queryByText('Coconut palms are the backbone of our farm.')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'ഞങ്ങൾ ഇത് വളർത്തുന്ന വിധം' })).toBeInTheDocument();
    expect(screen.getByText('മികച്ച മാതൃവൃക്ഷങ്ങളിൽ നിന്നാണ് തൈകൾ.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'പ്രധാന സവിശേഷതകൾ' })).toHaveTextContent('ഏകദേശം 450 തെങ്ങുകൾ');
    // A text without its Malayalam yet shows in English, marked as such.
    expect(screen.getByText('A climber comes every 45 days.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'ഏറ്റവും കൂടുതൽ വിളവ് പേജിലേക്ക് മടങ്ങുക' })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm',
    );
  });

  it('shows the English where the farm has not written the Malayalam, with lang="en"', async () => {
    fakeFetch({ 'GET /api/whatInFarms': { products: [], data: makeCrop({ name_mala: '' }) } });
    renderMost('3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Coconut' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Coconut palms are the backbone of our farm.')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByRole('region', { name: 'പ്രധാന സവിശേഷതകൾ' }).querySelector('[lang="en"]'),
    ).toHaveTextContent('Harvested every 45 days');
  });

  it('names the group of an extra-harvest crop in Malayalam but links to its English address', async () => {
    fakeFetch({
      'GET /api/whatInFarms': {
        products: [],
        data: makeCrop({ id: 12, name: 'Cows', name_mala: 'പശുക്കൾ', category: 'Fruits' }),
      },
    });
    renderExtra('12');
    await screen.findByRole('heading', { level: 1, name: 'പശുക്കൾ' });
    const trail = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(trail.map((item) => item.textContent)).toEqual(['ഹോം', 'അധിക വിളവ്', 'പഴങ്ങൾ', 'പശുക്കൾ']);
    expect(screen.getByRole('link', { name: 'പഴങ്ങൾ' })).toHaveAttribute(
      'href',
      '/extraharvestfromfarm/Fruits',
    );
  });
});
