import { MONTHS, MONTH_NAMES, SEASON_NOTE_MAX, adminCropList, type AdminCrop } from '@farm/contract';
import type { ReactNode } from 'react';
import { api } from '../api';
import { LanguagePair } from './LanguagePair';
import { TextArea } from './form';
import { useLoad } from './useLoad';
import './season.css';

export interface SeasonValue {
  months: number[];
  note: string;
  note_mal: string;
}

/** The first error of a field or of any of its items ("season.months.0"). */
const errorOf = (errors: Record<string, string>, field: string) =>
  errors[field] ?? Object.entries(errors).find(([name]) => name.startsWith(`${field}.`))?.[1];

/**
 * The "Season" fieldset of the product and crop editors (issue 37): twelve labelled month checkboxes (Tab and Space,
 * like any checkbox) and the note in English and Malayalam. `children` adds to the fieldset (the product's crops).
 */
export function SeasonFields({
  value: given,
  onChange,
  errors,
  prefix = 'season',
  children,
}: {
  /** The season as the form holds it (a crop's body leaves the parts optional). */
  value: Partial<SeasonValue>;
  onChange: (value: SeasonValue) => void;
  errors: Record<string, string>;
  /** Where the form's errors name the season's fields. */
  prefix?: string;
  children?: ReactNode;
}) {
  const value: SeasonValue = {
    months: given.months ?? [],
    note: given.note ?? '',
    note_mal: given.note_mal ?? '',
  };
  const toggle = (month: number, on: boolean) =>
    onChange({
      ...value,
      months: on
        ? [...value.months.filter((m) => m !== month), month].sort((a, b) => a - b)
        : value.months.filter((m) => m !== month),
    });
  const monthsError = errorOf(errors, `${prefix}.months`);
  return (
    <fieldset className="season-group">
      <legend>Season</legend>
      <p className="hint" id={`${prefix}-months-hint`}>
        Tick the months it is in season. None, or all twelve, means all year: the shop then says nothing of a
        season.
      </p>
      <div
        className="month-checks"
        role="group"
        aria-label="Months in season"
        aria-describedby={`${prefix}-months-hint`}
      >
        {MONTHS.map((month) => (
          <label key={month} className="check-field">
            <input
              type="checkbox"
              checked={value.months.includes(month)}
              onChange={(e) => toggle(month, e.target.checked)}
            />
            {MONTH_NAMES.en[month - 1]}
          </label>
        ))}
      </div>
      {monthsError ? (
        <p className="error-text" role="alert">
          {monthsError}
        </p>
      ) : null}
      <LanguagePair
        english={
          <TextArea
            label="Season note"
            hint="Optional, for example: the first flush of honey."
            rows={3}
            maxLength={SEASON_NOTE_MAX.en}
            value={value.note}
            onChange={(e) => onChange({ ...value, note: e.target.value })}
            error={errors[`${prefix}.note`]}
          />
        }
        malayalam={
          <TextArea
            label="Season note in Malayalam"
            lang="ml"
            rows={3}
            maxLength={SEASON_NOTE_MAX.ml}
            value={value.note_mal}
            onChange={(e) => onChange({ ...value, note_mal: e.target.value })}
            error={errors[`${prefix}.note_mal`]}
          />
        }
      />
      {children}
    </fieldset>
  );
}

/** "Made from": the farm's crops as checkboxes; the product's page links to the ones ticked, and theirs back. */
export function MadeFromPicker({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const crops = useLoad(() => api(adminCropList, '/admin/crops'), 'crops');
  const list: AdminCrop[] = [...(crops.data?.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="made-from">
      <p className="made-from-title" id="made-from-title">
        Made from
      </p>
      {crops.status === 'failed' ? <p className="error-text">{crops.error}</p> : null}
      {crops.status === 'loading' && !crops.data ? <p>Loading the crops…</p> : null}
      <div className="crop-checks" role="group" aria-labelledby="made-from-title">
        {list.map((crop) => (
          <label key={crop.id} className="check-field">
            <input
              type="checkbox"
              checked={value.includes(crop.id)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? [...value.filter((id) => id !== crop.id), crop.id]
                    : value.filter((id) => id !== crop.id),
                )
              }
            />
            {crop.name}
          </label>
        ))}
      </div>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
