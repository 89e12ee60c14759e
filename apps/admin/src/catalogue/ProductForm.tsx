import {
  GST_RATES,
  NET_UNITS,
  ORGANIC_SCHEMES,
  ORGANIC_SCHEME_NAMES,
  type NetUnit,
  type OrganicScheme,
  PUBLISHED_LINK_WORDS,
  adminCategoriesResponse,
  adminProduct,
  adminProductAnswer,
  productInput,
  storefrontPaths,
  type AdminProduct,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, api } from '../api';
import { useSession } from '../session';
import { PicturePicker } from '../ui/PicturePicker';
import { Field, Labelled } from '../ui/Field';
import { LanguagePair, MalayalamNote } from '../ui/LanguagePair';
import { useLoad } from '../ui/useLoad';
import { HideButton } from './ProductsPage';
import './catalogue.css';
import { FieldError, FormError, issuesOf } from '../ui/form';
import { MadeFromPicker, SeasonFields, type SeasonValue } from '../ui/SeasonFields';

interface SizeDraft {
  key: string;
  id?: number | undefined;
  label: string;
  weight_grams: string;
  net_quantity: string;
  net_unit: NetUnit;
  label_image: string[];
  price: string;
  offer_price: string;
  in_stock: boolean;
}
interface Draft {
  name: string;
  name_mal: string;
  slug: string;
  sku: string;
  description: string;
  description_mal: string;
  category_id: string;
  hsn_code: string;
  gst_rate: string;
  featured: boolean;
  pictures: string[];
  sizes: SizeDraft[];
  shelf_life_months: string;
  ingredients: string;
  ingredients_mal: string;
  manufacturer: string;
  country_of_origin: string;
  organic_scheme: OrganicScheme;
  certificate_no: string;
  certifier: string;
  valid_until: string;
  season: SeasonValue;
  crop_ids: number[];
}

/** The net quantity's units as the form names them. */
const UNIT_NAMES: Record<NetUnit, string> = { g: 'grams (g)', ml: 'millilitres (ml)', pc: 'pieces' };

let keys = 0;
const newKey = () => `size-${(keys += 1)}`;
const emptySize = (): SizeDraft => ({
  key: newKey(),
  label: '',
  weight_grams: '',
  net_quantity: '',
  net_unit: 'g',
  label_image: [],
  price: '',
  offer_price: '',
  in_stock: true,
});
const draftOf = (product: AdminProduct | undefined): Draft =>
  product
    ? {
        name: product.name,
        name_mal: product.name_mal,
        slug: product.slug,
        sku: product.sku,
        description: product.description,
        description_mal: product.description_mal,
        category_id: String(product.category_id),
        hsn_code: product.hsn_code,
        gst_rate: String(product.gst_rate),
        featured: product.featured,
        pictures: product.pictures,
        sizes: product.sizes.map((s) => ({
          key: newKey(),
          id: s.id,
          label: s.label,
          weight_grams: String(s.weight_grams),
          net_quantity: String(s.net_quantity),
          net_unit: s.net_unit,
          label_image: s.label_image ? [s.label_image] : [],
          price: String(s.price),
          offer_price: s.offer_price === null ? '' : String(s.offer_price),
          in_stock: s.in_stock,
        })),
        shelf_life_months: product.shelf_life_months === null ? '' : String(product.shelf_life_months),
        ingredients: product.ingredients,
        ingredients_mal: product.ingredients_mal,
        manufacturer: product.manufacturer,
        country_of_origin: product.country_of_origin,
        organic_scheme: product.organic.scheme,
        certificate_no: product.organic.certificate_no,
        certifier: product.organic.certifier,
        valid_until: product.organic.valid_until ?? '',
        season: product.season,
        crop_ids: product.crop_ids,
      }
    : {
        name: '',
        name_mal: '',
        slug: '',
        sku: '',
        description: '',
        description_mal: '',
        category_id: '',
        hsn_code: '',
        gst_rate: '5',
        featured: false,
        pictures: [],
        sizes: [emptySize()],
        shelf_life_months: '',
        ingredients: '',
        ingredients_mal: '',
        manufacturer: '',
        country_of_origin: 'India',
        organic_scheme: 'none',
        certificate_no: '',
        certifier: '',
        valid_until: '',
        season: { months: [], note: '', note_mal: '' },
        crop_ids: [],
      };

/** What the form sends: numbers as numbers, an empty offer as none, an empty slug left to the server. */
const bodyOf = (draft: Draft, publish: boolean) => ({
  publish,
  name: draft.name,
  name_mal: draft.name_mal,
  ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
  sku: draft.sku,
  description: draft.description,
  description_mal: draft.description_mal,
  category_id: draft.category_id ? Number(draft.category_id) : undefined,
  hsn_code: draft.hsn_code,
  gst_rate: Number(draft.gst_rate),
  featured: draft.featured,
  pictures: draft.pictures,
  sizes: draft.sizes.map((s) => ({
    ...(s.id === undefined ? {} : { id: s.id }),
    label: s.label,
    weight_grams: s.weight_grams,
    net_quantity: s.net_quantity,
    net_unit: s.net_unit,
    label_image: s.label_image[0] ?? null,
    price: s.price,
    offer_price: s.offer_price.trim() === '' ? null : s.offer_price,
    in_stock: s.in_stock,
  })),
  shelf_life_months: draft.shelf_life_months.trim() === '' ? null : draft.shelf_life_months,
  ingredients: draft.ingredients,
  ingredients_mal: draft.ingredients_mal,
  manufacturer: draft.manufacturer,
  country_of_origin: draft.country_of_origin,
  organic: {
    scheme: draft.organic_scheme,
    certificate_no: draft.certificate_no,
    certifier: draft.certifier,
    valid_until: draft.valid_until === '' ? null : draft.valid_until,
  },
  season: draft.season,
  crop_ids: draft.crop_ids,
});

/** The product editor: /products/new adds one, /products/:id edits it. */
export function ProductForm() {
  const { id } = useParams();
  const isNew = id === undefined || id === 'new';
  const loaded = useLoad(
    () => (isNew ? Promise.resolve(undefined) : api(adminProduct, `/admin/products/${id}`)),
    id ?? 'new',
  );
  if (loaded.status === 'failed') {
    return <FormError>{loaded.error}</FormError>;
  }
  // A reload after a change keeps the editor (and its notice) on screen.
  if (loaded.status === 'loading' && !loaded.data && !isNew) return <p>Loading…</p>;
  return <ProductEditor key={id ?? 'new'} product={loaded.data} onChanged={loaded.reload} />;
}

/** The notice a new product's editor opens with: what the save that made it said. */
interface EditorState {
  notice?: string;
}

/**
 * What a save said. "Published: see it in the shop." links its last words to the product's page in a new tab, so the
 * farm can look at it as a shopper will.
 */
function Notice({ text, product }: { text: string; product: AdminProduct | undefined }) {
  const at = text.indexOf(PUBLISHED_LINK_WORDS);
  if (at < 0 || !product || product.status !== 'published') return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a
        href={storefrontPaths.product({ id: product.id, product_slug: product.slug })}
        target="_blank"
        rel="noopener"
      >
        {PUBLISHED_LINK_WORDS}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {text.slice(at + PUBLISHED_LINK_WORDS.length)}
    </>
  );
}

/** Where the product stands, said above its form: a draft or a hidden product is not in the shop. */
function StatusNote({ product }: { product: AdminProduct | undefined }) {
  if (product?.status === 'draft') {
    return (
      <p className="notice">
        This product is a draft: the shop does not show it. Publish it when it is ready.
      </p>
    );
  }
  if (product?.status === 'hidden') {
    return <p className="notice">This product is hidden: the shop does not sell it.</p>;
  }
  return null;
}

function ProductEditor({
  product: loaded,
  onChanged,
}: {
  product: AdminProduct | undefined;
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { can } = useSession();
  const categories = useLoad(() => api(adminCategoriesResponse, '/admin/categories'), 'categories');
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>(
    () => (location.state as EditorState | null)?.notice,
  );
  const [busy, setBusy] = useState(false);
  // What the last save answered, until the product is read again: the notice, the status and the buttons follow a
  // publish at once, not after the reload.
  const [saved, setSaved] = useState<AdminProduct | undefined>();
  const product = saved ?? loaded;
  // A new product or a draft is saved as a draft unless the farm chooses Publish; a published one stays published.
  const publishable = !product || product.status === 'draft';

  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((d) => ({ ...d, [name]: value }));
  const setSize = (index: number, change: Partial<SizeDraft>) =>
    setDraft((d) => ({ ...d, sizes: d.sizes.map((s, i) => (i === index ? { ...s, ...change } : s)) }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(undefined);
    // The button pressed: Publish, or Save as a draft (also Enter in a field, the form's first button).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const body = bodyOf(draft, publishable && submitter?.getAttribute('value') === 'publish');
    const parsed = productInput.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues, { wholePath: true }));
      setMessage('Some fields need a change: see the messages beside them.');
      return;
    }
    setBusy(true);
    try {
      const answer = await api(
        adminProductAnswer,
        product ? `/admin/products/${product.id}` : '/admin/products',
        {
          method: product ? 'PUT' : 'POST',
          body: parsed.data,
        },
      );
      setErrors({});
      setMessage(undefined);
      setNotice(answer.message);
      if (!product) {
        const state: EditorState = { notice: answer.message };
        void navigate(`/products/${answer.product.id}`, { state });
      } else {
        setDraft(draftOf(answer.product));
        setSaved(answer.product);
        onChanged();
      }
    } catch (problem) {
      if (problem instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(problem.fields).map(([k, v]) => [k, v[0] ?? ''])));
        setMessage(problem.message);
      } else setMessage(String(problem));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>
        <Link to="/products">← Products</Link>
      </p>
      <h1>{product ? product.name : 'Add a product'}</h1>
      <StatusNote product={product} />
      {notice && (
        <p className="notice" role="status">
          <Notice text={notice} product={product} />
        </p>
      )}
      <FormError>{message}</FormError>
      <form className="card catalogue-form" onSubmit={save} noValidate>
        <MalayalamNote />
        <LanguagePair
          english={
            <Field
              label="Name (English)"
              value={draft.name}
              error={errors.name}
              required
              onChange={(e) => set('name', e.target.value)}
            />
          }
          malayalam={
            <Field
              label="Name (Malayalam)"
              lang="ml"
              value={draft.name_mal}
              error={errors.name_mal}
              onChange={(e) => set('name_mal', e.target.value)}
            />
          }
        />
        <Field
          label="Web address (slug)"
          hint="Left empty, it is made from the English name."
          value={draft.slug}
          error={errors.slug}
          onChange={(e) => set('slug', e.target.value)}
        />
        <Field
          label="SKU"
          value={draft.sku}
          error={errors.sku}
          required
          onChange={(e) => set('sku', e.target.value)}
        />
        <Labelled label="Category" error={errors.category_id}>
          {(props) => (
            <select {...props} value={draft.category_id} onChange={(e) => set('category_id', e.target.value)}>
              <option value="">Choose…</option>
              {categories.data?.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.hidden ? ' (hidden)' : ''}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <LanguagePair
          english={
            <Labelled
              label="Description and key features (English; bold, lists and links are kept)"
              error={errors.description}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={8}
                  value={draft.description}
                  onChange={(e) => set('description', e.target.value)}
                />
              )}
            </Labelled>
          }
          malayalam={
            <Labelled label="Description and key features (Malayalam)" error={errors.description_mal}>
              {(props) => (
                <textarea
                  {...props}
                  lang="ml"
                  rows={8}
                  value={draft.description_mal}
                  onChange={(e) => set('description_mal', e.target.value)}
                />
              )}
            </Labelled>
          }
        />
        <Field
          label="HSN code"
          inputMode="numeric"
          hint="4 to 8 digits."
          value={draft.hsn_code}
          error={errors.hsn_code}
          onChange={(e) => set('hsn_code', e.target.value)}
        />
        <Labelled label="GST rate" error={errors.gst_rate}>
          {(props) => (
            <select {...props} value={draft.gst_rate} onChange={(e) => set('gst_rate', e.target.value)}>
              {GST_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <div className="check-field">
          <input
            id="product-featured"
            type="checkbox"
            checked={draft.featured}
            onChange={(e) => set('featured', e.target.checked)}
          />
          <label htmlFor="product-featured">Featured on the home page</label>
        </div>
        <PicturePicker
          id="product-pictures"
          label="Pictures (the first is the main one)"
          value={draft.pictures}
          onChange={(pictures) => set('pictures', pictures)}
          max={20}
          error={errors.pictures}
        />
        <h2>Sizes</h2>
        <FieldError>{errors.sizes}</FieldError>
        {draft.sizes.map((size, index) => {
          const e = (name: string) => errors[`sizes.${index}.${name}`];
          // A saved size's stock is kept on its own page (every change a movement), not in this form.
          const saved = product?.sizes.find((s) => s.id === size.id);
          return (
            <fieldset key={size.key} className="size-group">
              <legend>Size {index + 1}</legend>
              <Field
                label="Label"
                value={size.label}
                error={e('label')}
                onChange={(ev) => setSize(index, { label: ev.target.value })}
              />
              <Field
                label="Net quantity"
                hint="As the label declares it, in the unit beside: 500 for 500 ml, 1000 for 1 kg."
                inputMode="numeric"
                value={size.net_quantity}
                error={e('net_quantity')}
                onChange={(ev) => setSize(index, { net_quantity: ev.target.value })}
              />
              <Labelled label="Net quantity’s unit" error={e('net_unit')}>
                {(props) => (
                  <select
                    {...props}
                    value={size.net_unit}
                    onChange={(ev) => setSize(index, { net_unit: ev.target.value as NetUnit })}
                  >
                    {NET_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {UNIT_NAMES[unit]}
                      </option>
                    ))}
                  </select>
                )}
              </Labelled>
              <Field
                label="Shipping weight (grams)"
                hint="Packed, jar and box included: it prices the delivery, never the label."
                inputMode="numeric"
                value={size.weight_grams}
                error={e('weight_grams')}
                onChange={(ev) => setSize(index, { weight_grams: ev.target.value })}
              />
              <Field
                label="MRP (₹, incl. of all taxes)"
                inputMode="decimal"
                value={size.price}
                error={e('price')}
                onChange={(ev) => setSize(index, { price: ev.target.value })}
              />
              <Field
                label="Offer price (₹, optional)"
                hint="Below the MRP; empty for no offer."
                inputMode="decimal"
                value={size.offer_price}
                error={e('offer_price')}
                onChange={(ev) => setSize(index, { offer_price: ev.target.value })}
              />
              <PicturePicker
                id={`${size.key}-label`}
                label="Photo of the whole label (readable)"
                value={size.label_image}
                onChange={(picture) => setSize(index, { label_image: picture })}
                max={1}
                error={e('label_image')}
              />
              <div className="check-field">
                <input
                  id={`${size.key}-stock`}
                  type="checkbox"
                  checked={size.in_stock}
                  onChange={(ev) => setSize(index, { in_stock: ev.target.checked })}
                />
                <label htmlFor={`${size.key}-stock`}>In stock</label>
              </div>
              {saved && (
                <p className="size-stock">
                  Stock:{' '}
                  {saved.stock_count === null
                    ? 'not counted'
                    : `${saved.stock_count} on the shelf, ${saved.available ?? 0} available`}
                  {can('stock.write') && (
                    <>
                      {' · '}
                      <Link
                        to={`/stock/${saved.id}`}
                        aria-label={`${saved.stock_count === null ? 'Start counting' : 'Count or change'} size ${index + 1} (${saved.label})`}
                      >
                        {saved.stock_count === null ? 'Start counting' : 'Count or change'}
                      </Link>
                    </>
                  )}
                </p>
              )}
              <button
                type="button"
                className="button secondary"
                disabled={draft.sizes.length === 1}
                onClick={() =>
                  set(
                    'sizes',
                    draft.sizes.filter((_, i) => i !== index),
                  )
                }
              >
                Remove size {index + 1}
              </button>
            </fieldset>
          );
        })}
        <p>
          <button
            type="button"
            className="button secondary"
            onClick={() => set('sizes', [...draft.sizes, emptySize()])}
          >
            Add a size
          </button>
        </p>
        <p className="muted">A price change applies to new carts; orders keep what they were sold at.</p>
        <SeasonFields value={draft.season} onChange={(season) => set('season', season)} errors={errors}>
          <MadeFromPicker
            value={draft.crop_ids}
            onChange={(ids) => set('crop_ids', ids)}
            error={
              errors.crop_ids ?? Object.entries(errors).find(([name]) => name.startsWith('crop_ids.'))?.[1]
            }
          />
        </SeasonFields>
        <h2>What the label declares</h2>
        <Field
          label="Best before (months from packing)"
          inputMode="numeric"
          hint="1 to 120; leave empty until known."
          value={draft.shelf_life_months}
          error={errors.shelf_life_months}
          onChange={(e) => set('shelf_life_months', e.target.value)}
        />
        <LanguagePair
          english={
            <Labelled label="Ingredients (English)" error={errors.ingredients}>
              {(props) => (
                <textarea
                  {...props}
                  rows={3}
                  value={draft.ingredients}
                  onChange={(e) => set('ingredients', e.target.value)}
                />
              )}
            </Labelled>
          }
          malayalam={
            <Labelled label="Ingredients (Malayalam)" error={errors.ingredients_mal}>
              {(props) => (
                <textarea
                  {...props}
                  lang="ml"
                  rows={3}
                  value={draft.ingredients_mal}
                  onChange={(e) => set('ingredients_mal', e.target.value)}
                />
              )}
            </Labelled>
          }
        />
        <Labelled label="Manufacturer or packer (name and address)" error={errors.manufacturer}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              value={draft.manufacturer}
              onChange={(e) => set('manufacturer', e.target.value)}
            />
          )}
        </Labelled>
        <p className="muted">
          Leave the manufacturer empty when the farm makes and packs it: the shop’s legal name and address
          show.
        </p>
        <Field
          label="Country of origin"
          value={draft.country_of_origin}
          error={errors.country_of_origin}
          onChange={(e) => set('country_of_origin', e.target.value)}
        />
        <Labelled label="Organic certification" error={errors['organic.scheme']}>
          {(props) => (
            <select
              {...props}
              value={draft.organic_scheme}
              onChange={(e) => set('organic_scheme', e.target.value as OrganicScheme)}
            >
              {ORGANIC_SCHEMES.map((scheme) => (
                <option key={scheme} value={scheme}>
                  {ORGANIC_SCHEME_NAMES[scheme]}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <p className="muted">The shop says “Organic” only while an NPOP or PGS-India certificate is valid.</p>
        {draft.organic_scheme === 'npop' || draft.organic_scheme === 'pgs' ? (
          <>
            <Field
              label="Certificate number"
              value={draft.certificate_no}
              error={errors['organic.certificate_no']}
              onChange={(e) => set('certificate_no', e.target.value)}
            />
            <Field
              label="Certified by"
              value={draft.certifier}
              error={errors['organic.certifier']}
              onChange={(e) => set('certifier', e.target.value)}
            />
            <Field
              label="Valid until"
              type="date"
              value={draft.valid_until}
              error={errors['organic.valid_until']}
              onChange={(e) => set('valid_until', e.target.value)}
            />
          </>
        ) : null}
        {publishable && (
          <p className="muted">
            A draft is kept here and not shown in the shop. Publish puts it in the shop’s lists, search and
            its own page.
          </p>
        )}
        <div className="row-actions">
          {publishable ? (
            <>
              <button className="button" type="submit" name="intent" value="draft" disabled={busy}>
                {busy ? 'Saving…' : 'Save as draft'}
              </button>
              <button className="button primary" type="submit" name="intent" value="publish" disabled={busy}>
                Publish
              </button>
            </>
          ) : (
            <button className="button" type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save the product'}
            </button>
          )}
          {product && product.status !== 'draft' && (
            <HideButton
              product={product}
              onChanged={(text) => {
                setNotice(text);
                setSaved(undefined);
                onChanged();
              }}
            />
          )}
        </div>
      </form>
    </>
  );
}
