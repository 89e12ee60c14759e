import {
  CONTENT_MESSAGES,
  FSSAI_KINDS,
  codBody,
  lotPagesBody,
  shopSettingsBody,
  shopSettingsResponse,
  type ShopSettingsBody,
  type ShopSettingsResponse,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { api } from '../api';
import { FormError, FormMessage, issuesOf, refusalOf, Select, TextArea } from '../ui/form';
import { Field } from '../ui/Field';
import { LanguagePair, MalayalamNote } from '../ui/LanguagePair';
import { useLoad } from '../ui/useLoad';
import { SettingsNav } from './SettingsNav';
import { StockSettingsSection } from './StockSettingsSection';
import '../ui/content.css';

type Shop = ShopSettingsResponse['shop'];

interface FieldSpec {
  name: keyof Shop;
  label: string;
  type?: string;
  hint?: string;
  long?: boolean;
  autoComplete?: string;
  /** The same fact in Malayalam, for the storefront's Malayalam pages: edited beside the English. */
  malayalam?: keyof Shop;
  /** Who sells (issue 35): shown in the storefront's footer and Seller details page, grouped in its own part. */
  seller?: boolean;
}

const FSSAI_KIND_LABELS: Record<(typeof FSSAI_KINDS)[number], string> = {
  // Short: a phone's select is as wide as its longest choice (the hint says where each is shown).
  licence: 'Licence (FSSAI Lic. No.)',
  registration: 'Registration (FSSAI Reg. No.)',
};

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Shop name', autoComplete: 'organization', malayalam: 'name_mal' },
  { name: 'tagline', label: 'Tagline', malayalam: 'tagline_mal' },
  { name: 'legal_name', label: 'Legal name (as on the GST registration)', seller: true },
  { name: 'gstin', label: 'GSTIN', hint: '15 characters, e.g. 32AABCP1234M1ZO (32 is Kerala).' },
  { name: 'contact_email', label: 'Contact e-mail', type: 'email' },
  { name: 'orders_email', label: 'Orders e-mail', type: 'email' },
  { name: 'phone_primary', label: 'Phone', type: 'tel' },
  { name: 'phone_secondary', label: 'Second phone (optional)', type: 'tel' },
  { name: 'whatsapp_number', label: 'WhatsApp number', type: 'tel', hint: '10 digits, without +91.' },
  { name: 'website', label: 'Website', type: 'url' },
  { name: 'farm_address', label: 'Farm address', long: true, malayalam: 'farm_address_mal' },
  { name: 'outlet_address', label: 'Outlet address', long: true, malayalam: 'outlet_address_mal' },
  {
    name: 'invoice_address',
    label: 'Registered address (on invoices and the Seller details page)',
    long: true,
    seller: true,
  },
  {
    name: 'fssai_number',
    label: 'FSSAI number',
    hint: 'The 14 digits on the FSSAI licence or registration certificate.',
    autoComplete: 'off',
    seller: true,
  },
  { name: 'grievance_name', label: 'Grievance officer’s name', autoComplete: 'off', seller: true },
  {
    name: 'grievance_designation',
    label: 'Grievance officer’s designation',
    hint: 'e.g. Grievance Officer, or their post in the farm.',
    seller: true,
  },
  { name: 'grievance_email', label: 'Grievance officer’s e-mail', type: 'email', seller: true },
  {
    name: 'grievance_phone',
    label: 'Grievance officer’s phone (optional)',
    type: 'tel',
    seller: true,
  },
  { name: 'youtube_url', label: 'YouTube channel', type: 'url' },
  { name: 'instagram_url', label: 'Instagram page', type: 'url' },
  { name: 'facebook_url', label: 'Facebook page', type: 'url' },
];

/** The owner's settings: the shop's facts, cash on delivery, and how payments run (shown, not edited). */
export function SettingsPage() {
  const settings = useLoad(() => api(shopSettingsResponse, '/admin/settings'), 'settings');
  if (!settings.data) {
    return settings.status === 'failed' ? (
      <FormError>{settings.error}</FormError>
    ) : (
      <p className="loading">Loading…</p>
    );
  }
  return <SettingsForms key={settings.data.updated_at} initial={settings.data} />;
}

function SettingsForms({ initial }: { initial: ShopSettingsResponse }) {
  const [values, setValues] = useState<Shop>(initial.shop);
  const [cod, setCod] = useState(initial.cod_enabled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | undefined>();
  const [codMessage, setCodMessage] = useState<{ error?: string; done?: string }>({});
  const [lotPages, setLotPages] = useState(initial.lot_pages_indexed);
  const [lotPagesMessage, setLotPagesMessage] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const { payments } = initial;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const parsed = shopSettingsBody.safeParse(values satisfies ShopSettingsBody);
    if (!parsed.success) {
      setErrors({
        ...issuesOf(parsed.error.issues),
        form: CONTENT_MESSAGES.settingsInvalid,
      });
      return;
    }
    setBusy(true);
    try {
      const saved = await api(shopSettingsResponse, '/admin/settings/shop', {
        method: 'PUT',
        body: parsed.data,
      });
      setValues(saved.shop);
      setErrors({});
      setDone(saved.message);
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors({ ...refusal.fields, form: refusal.form });
    } finally {
      setBusy(false);
    }
  }

  async function switchCod(enabled: boolean) {
    setBusy(true);
    try {
      const saved = await api(shopSettingsResponse, '/admin/settings/cod', {
        method: 'PUT',
        body: codBody.parse({ enabled }),
      });
      setCod(saved.cod_enabled);
      setCodMessage({
        done: `Cash on delivery is ${saved.cod_enabled ? 'on' : 'off'}. ${saved.message ?? ''}`.trim(),
      });
    } catch (failure) {
      setCodMessage({ error: refusalOf(failure).form });
    } finally {
      setBusy(false);
    }
  }

  async function switchLotPages(indexed: boolean) {
    setBusy(true);
    try {
      const saved = await api(shopSettingsResponse, '/admin/settings/lot-pages', {
        method: 'PUT',
        body: lotPagesBody.parse({ indexed }),
      });
      setLotPages(saved.lot_pages_indexed);
      setLotPagesMessage({
        done: `${
          saved.lot_pages_indexed
            ? 'Search engines may now index the lot pages.'
            : 'The lot pages now ask search engines not to index them.'
        } ${saved.message ?? ''}`.trim(),
      });
    } catch (failure) {
      setLotPagesMessage({ error: refusalOf(failure).form });
    } finally {
      setBusy(false);
    }
  }

  /** One field of the shop's details; a Malayalam one carries lang="ml", so it is typed and read as Malayalam. */
  function renderField(field: FieldSpec & { lang?: 'ml' }) {
    const common = {
      label: field.label,
      value: values[field.name],
      error: errors[field.name],
      ...(field.lang ? { lang: field.lang } : {}),
    };
    const change = (value: string) => setValues((previous) => ({ ...previous, [field.name]: value }));
    return field.long ? (
      <TextArea key={field.name} rows={3} {...common} onChange={(event) => change(event.target.value)} />
    ) : (
      <Field
        key={field.name}
        type={field.type ?? 'text'}
        {...(field.hint ? { hint: field.hint } : {})}
        {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
        {...common}
        onChange={(event) => change(event.target.value)}
      />
    );
  }

  return (
    <>
      <div className="page-head">
        <h1>Settings</h1>
      </div>
      <SettingsNav />
      <section className="card" aria-labelledby="payments-title">
        <h2 id="payments-title">Payments</h2>
        <p>
          {payments.live ? (
            <span className="mode-live">Live: customers pay real money through Razorpay.</span>
          ) : (
            <span className="mode-test">
              Test mode: no real money moves (
              {payments.gateway === 'sandbox' ? 'the built-in payment sandbox' : 'Razorpay with test keys'}).
            </span>
          )}
        </p>
        <p className="muted">
          The payment keys are set in the server’s environment, not here. Ask whoever runs the server to
          change them.
        </p>
        <div className="switch-row">
          <input
            id="cod-switch"
            type="checkbox"
            role="switch"
            checked={cod}
            disabled={busy}
            aria-describedby="cod-hint"
            onChange={(event) => void switchCod(event.target.checked)}
          />
          <label htmlFor="cod-switch">Offer cash on delivery</label>
        </div>
        <p id="cod-hint" className="hint">
          Customers see the choice at checkout within a second of the change.
        </p>
        <FormMessage error={codMessage.error} done={codMessage.done} />
      </section>
      <section className="card" aria-labelledby="lot-pages-title">
        <h2 id="lot-pages-title">Lot pages</h2>
        <p>
          The QR on each jar opens a page about its lot: when it was harvested and made, its best-before and
          where it was grown. Anyone with the jar can open it.
        </p>
        <div className="switch-row">
          <input
            id="lot-pages-switch"
            type="checkbox"
            role="switch"
            checked={lotPages}
            disabled={busy}
            aria-describedby="lot-pages-hint"
            onChange={(event) => void switchLotPages(event.target.checked)}
          />
          <label htmlFor="lot-pages-switch">Let search engines index lot pages</label>
        </div>
        <p id="lot-pages-hint" className="hint">
          Off: the pages ask search engines to leave them out of their results. Lot pages are never listed in
          the sitemap either way.
        </p>
        <FormMessage error={lotPagesMessage.error} done={lotPagesMessage.done} />
      </section>
      <form className="card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="shop-title">
        <h2 id="shop-title">Shop details</h2>
        <MalayalamNote />
        {FIELDS.filter((field) => field.malayalam).map((field) => (
          <LanguagePair
            key={field.name}
            english={renderField(field)}
            malayalam={renderField({
              ...field,
              name: field.malayalam!,
              label: `${field.label} in Malayalam`,
              lang: 'ml',
              autoComplete: 'off',
            })}
          />
        ))}
        <div className="content-grid">
          {FIELDS.filter((field) => !field.malayalam && !field.seller).map((field) => renderField(field))}
        </div>
        <fieldset>
          <legend>Who sells</legend>
          <p className="hint">
            Shown in the storefront’s footer and on its Seller details page, as the Consumer Protection
            (E-Commerce) Rules 2020 ask; the contact e-mail and phone above are the customer care. A real shop
            with live payments takes no orders until the legal name, registered address, FSSAI number and the
            grievance officer’s name, designation and e-mail are filled.
          </p>
          <div className="content-grid">
            {FIELDS.filter((field) => field.seller).map((field) => renderField(field))}
            <Select
              label="The FSSAI number is a"
              value={values.fssai_kind}
              error={errors.fssai_kind}
              options={FSSAI_KINDS.map((kind) => ({ value: kind, label: FSSAI_KIND_LABELS[kind] }))}
              onChange={(event) =>
                setValues((previous) => ({
                  ...previous,
                  fssai_kind: event.target.value === 'licence' ? 'licence' : 'registration',
                }))
              }
            />
          </div>
        </fieldset>
        <FormMessage error={errors.form} done={done} />
        <button className="button primary" type="submit" disabled={busy}>
          Save the shop details
        </button>
      </form>
      <StockSettingsSection />
    </>
  );
}
