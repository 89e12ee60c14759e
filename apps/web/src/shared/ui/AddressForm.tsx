import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressBody,
  COUNTRY_INDIA_ID,
  DEFAULT_STATE_ID,
  KERALA_STATE_ID,
  PINCODE_PATTERN,
  pincodeUnknownMessage,
  STATES,
  stateName,
  type Address,
  type PincodePlace,
} from '@farm/contract';
import { INTL_LOCALES } from '@farm/contract/languages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAddAddressMutation, usePincodeQuery, useUpdateAddressMutation } from '../api/addresses';
import { Field, FormAlert } from './Field';
import { showServerErrors } from '../lib/serverErrors';
import styles from './AddressForm.module.css';

type AddressInput = z.input<typeof addressBody>;
type AddressOutput = z.output<typeof addressBody>;
const FIELDS = [
  'first_name',
  'last_name',
  'address',
  'landmark',
  'city',
  'state_id',
  'pincode',
  'phone_number',
] as const;

/**
 * The 36 states and union territories as the list offers them: Kerala (the farm's, where most orders go) first, then
 * the others in the alphabetical order of the page's language, each named in it.
 */
function stateChoices(locale: string): { id: number; name: string }[] {
  const language = locale === 'ml' ? 'ml' : 'en';
  const collator = new Intl.Collator(INTL_LOCALES[language]);
  const named = STATES.map((state) => ({ id: state.id, name: stateName(state.id, language) }));
  const kerala = named.filter((state) => state.id === KERALA_STATE_ID);
  const others = named.filter((state) => state.id !== KERALA_STATE_ID);
  return [...kerala, ...others.sort((a, b) => collator.compare(a.name, b.name))];
}

function initialValues(address: Address | null | undefined): AddressInput {
  return {
    first_name: address?.first_name ?? '',
    last_name: address?.last_name ?? '',
    address: address?.address ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? '',
    state_id: String(address?.state_id ?? DEFAULT_STATE_ID),
    pincode: address?.pincode ?? '',
    phone_number: address?.phone_number ?? '',
    is_default: false,
  };
}

/**
 * Adds a delivery address, or edits `address`. Used by the account's Address tab and by the checkout. The country
 * is India and cannot be changed; the state defaults to Kerala.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  offerDefault = true,
  title,
  focusFirstField = false,
}: {
  address?: Address | null;
  onSaved: (saved: Address) => void;
  onCancel?: (() => void) | undefined;
  /** Show the "make this my default address" box (not for the address that already is the default). */
  offerDefault?: boolean;
  title?: string;
  /** Put the cursor in the first field (when the customer has just asked for the form). */
  focusFirstField?: boolean;
}) {
  const { t, i18n } = useLingui();
  const editing = Boolean(address);
  // Named and ordered in the page's language.
  const states = useMemo(() => stateChoices(i18n.locale), [i18n.locale]);
  const [addAddress, added] = useAddAddressMutation();
  const [updateAddress, updated] = useUpdateAddressMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const saving = added.isLoading || updated.isLoading;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    getFieldState,
    trigger,
    control,
    formState: { errors },
  } = useForm<AddressInput, unknown, AddressOutput>({
    resolver: zodResolver(addressBody),
    mode: 'onTouched',
    defaultValues: initialValues(address),
  });

  // A whole PIN code typed: the server's directory says where it is (issue 39), and the state follows it.
  const typedPin = String(useWatch({ control, name: 'pincode' }) ?? '').trim();
  const pinComplete = PINCODE_PATTERN.test(typedPin);
  const pinLookup = usePincodeQuery(typedPin, { skip: !pinComplete });
  const place: PincodePlace | undefined = pinComplete ? pinLookup.currentData?.data : undefined;
  // Only the directory's own "no such code" is said; a lookup that failed otherwise (a proxy's 404, no network, too
  // many lookups) says nothing, and saving still checks.
  const lookupFailure = pinLookup.error as FetchBaseQueryError | undefined;
  const pinUnknown =
    pinComplete &&
    !pinLookup.isFetching &&
    lookupFailure?.status === 404 &&
    (lookupFailure.data as { message?: unknown } | undefined)?.message === pincodeUnknownMessage(typedPin)
      ? pincodeUnknownMessage(typedPin)
      : undefined;
  const language = i18n.locale === 'ml' ? 'ml' : 'en';
  const district = place?.district ?? '';
  const placeState = place ? stateName(place.state_id, language) : '';
  const placeText = place ? t`${district} district, ${placeState}` : '';

  useEffect(() => {
    if (!place) return;
    // A code two states share (Mahe's 673310) keeps whichever of them the customer chose.
    if (place.state_ids.includes(Number(getValues('state_id')))) return;
    setValue('state_id', String(place.state_id), { shouldDirty: true });
    // "PIN code … is in Kerala, not Karnataka" goes once the state is Kerala.
    if (getFieldState('pincode').error) void trigger('pincode');
  }, [place, getValues, setValue, getFieldState, trigger]);

  useEffect(() => {
    if (focusFirstField) setFocus('first_name');
  }, [focusFirstField, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = { ...values, country_id: COUNTRY_INDIA_ID };
    try {
      const result = address
        ? await updateAddress({ id: address.id, body }).unwrap()
        : await addAddress(body).unwrap();
      onSaved(result.data);
    } catch (error) {
      // An ended sign-in (401) is handled for every call in one place (app/api.ts): the form stays as typed.
      if ((error as FetchBaseQueryError).status === 401) return;
      setFormError(showServerErrors(error, FIELDS, setError));
    }
  });

  const heading = title ?? (editing ? t`Edit address` : t`Add a new address`);
  const showDefault = offerDefault && !address?.is_default;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className={styles.grid}>
        <Field label={t`First name`} error={errors.first_name?.message}>
          {(c) => <input {...c} type="text" autoComplete="given-name" {...register('first_name')} />}
        </Field>
        <Field label={t`Last name`} error={errors.last_name?.message}>
          {(c) => <input {...c} type="text" autoComplete="family-name" {...register('last_name')} />}
        </Field>
        <Field
          label={t`Address`}
          hint={t`House name or number, street and area`}
          error={errors.address?.message}
          className={styles.wide}
        >
          {(c) => <textarea {...c} rows={2} autoComplete="street-address" {...register('address')} />}
        </Field>
        <Field label={t`Landmark`} optional error={errors.landmark?.message}>
          {(c) => <input {...c} type="text" {...register('landmark')} />}
        </Field>
        <Field label={t`City`} error={errors.city?.message}>
          {(c) => <input {...c} type="text" autoComplete="address-level2" {...register('city')} />}
        </Field>
        <Field label={t`State`} error={errors.state_id?.message}>
          {(c) => (
            <select {...c} autoComplete="address-level1" {...register('state_id')}>
              {states.map((state) => (
                <option key={state.id} value={String(state.id)}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Country`} hint={t`We deliver within India only`}>
          {(c) => <input {...c} type="text" value={t`India`} readOnly aria-readonly="true" />}
        </Field>
        <Field
          label={t`PIN code`}
          error={errors.pincode?.message ?? pinUnknown}
          hint={placeText || undefined}
        >
          {(c) => (
            <input
              {...c}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              {...register('pincode')}
            />
          )}
        </Field>
        <Field
          label={t`Phone number`}
          hint={t`A 10-digit mobile number the courier can call`}
          error={errors.phone_number?.message}
        >
          {(c) => <input {...c} type="tel" autoComplete="tel" {...register('phone_number')} />}
        </Field>
      </div>
      {/* Said to a screen reader when a typed PIN code is found (the state list may have changed with it). */}
      <p role="status" className="visually-hidden">
        {placeText}
      </p>
      {showDefault ? (
        <label className={styles.check}>
          <input type="checkbox" {...register('is_default')} />
          <Trans>Make this my default address</Trans>
        </label>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t`Saving…` : editing ? t`Save changes` : t`Save address`}
        </button>
        {onCancel ? (
          <button type="button" className="button button-outline" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
    </form>
  );
}
