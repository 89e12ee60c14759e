import {
  CONTENT_MESSAGES,
  CROP_CATEGORIES,
  IMAGE_BASES,
  adminCrop,
  cropBody,
  type AdminCrop,
  type CropBody,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../api';
import { Field } from '../ui/Field';
import { LanguagePair, MalayalamNote } from '../ui/LanguagePair';
import { useLoad } from '../ui/useLoad';
import { groupLabel } from './CropsPage';
import { ContentNav } from './ContentNav';
import { FormError, FormMessage, issuesOf, refusalOf, Select, TextArea } from '../ui/form';
import { PicturePicker } from '../ui/PicturePicker';
import '../ui/content.css';
import { SeasonFields } from '../ui/SeasonFields';

const EMPTY: Required<CropBody> = {
  name: '',
  name_mala: '',
  category: 'main',
  image: '',
  gallery: [],
  description: '',
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
  season: { months: [], note: '', note_mal: '' },
};

/** The longer texts, under the headings the crop page shows them with, each with its Malayalam beside it. */
const TEXTS = [
  {
    field: 'description',
    malayalam: 'description_mal',
    label: 'Short description',
    hint: 'Shown on the crop’s card and at the top of its page.',
  },
  {
    field: 'description1',
    malayalam: 'description1_mal',
    label: 'How we grow it (animals: how we raise them)',
  },
  { field: 'description2', malayalam: 'description2_mal', label: 'Harvest (animals: what they give us)' },
  { field: 'description3', malayalam: 'description3_mal', label: 'What we make of it' },
  { field: 'description4', malayalam: 'description4_mal', label: 'Care through the year' },
  {
    field: 'description5',
    malayalam: 'description5_mal',
    label: 'Key features (HTML)',
    hint: 'Simple HTML: <ul><li>…</li></ul>, <p>, <strong>, <em>, links. Anything else (scripts, styles) is removed when saved.',
  },
] as const;

function toBody(crop: AdminCrop): Required<CropBody> {
  const { id: _id, updated_at: _updatedAt, ...body } = crop;
  return { ...body, category: body.category as Required<CropBody>['category'] };
}

/** Adds a crop (/content/crops/new) or edits one (/content/crops/:id). */
export function CropForm() {
  const { id } = useParams();
  const editing = id !== undefined && id !== 'new';
  const loaded = useLoad(
    () => (editing ? api(adminCrop, `/admin/crops/${id}`) : Promise.resolve(undefined)),
    id ?? 'new',
  );
  if (editing && !loaded.data) {
    return loaded.status === 'failed' ? (
      <FormError>{loaded.error}</FormError>
    ) : (
      <p className="loading">Loading…</p>
    );
  }
  return <CropEditor key={id ?? 'new'} crop={loaded.data} />;
}

function CropEditor({ crop }: { crop: AdminCrop | undefined }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Required<CropBody>>(crop ? toBody(crop) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CropBody>(name: K, value: Required<CropBody>[K]) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const parsed = cropBody.safeParse(values);
    if (!parsed.success) {
      setErrors({
        ...issuesOf(parsed.error.issues),
        form: CONTENT_MESSAGES.notSaved,
      });
      return;
    }
    setBusy(true);
    try {
      const saved = await api(adminCrop, crop ? `/admin/crops/${crop.id}` : '/admin/crops', {
        method: crop ? 'PUT' : 'POST',
        body: parsed.data,
      });
      setErrors({});
      if (crop) {
        setValues(toBody(saved));
        setDone(CONTENT_MESSAGES.cropSaved);
      } else {
        void navigate(`/content/crops/${saved.id}`, { replace: true });
      }
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors({ ...refusal.fields, form: refusal.form });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="page-head">
        <h1>{crop ? `Edit ${crop.name}` : 'Add a crop'}</h1>
        <Link to="/content/crops">Back to the crops</Link>
      </div>
      <ContentNav />
      <form className="card content-form" onSubmit={(event) => void submit(event)} noValidate>
        <MalayalamNote />
        <LanguagePair
          english={
            <Field
              label="Name"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              error={errors.name}
            />
          }
          malayalam={
            <Field
              label="Name in Malayalam"
              lang="ml"
              value={values.name_mala}
              onChange={(e) => set('name_mala', e.target.value)}
              error={errors.name_mala}
            />
          }
        />
        <div className="content-grid">
          <Select
            label="Group"
            value={values.category}
            onChange={(e) => set('category', e.target.value as Required<CropBody>['category'])}
            error={errors.category}
            options={CROP_CATEGORIES.map((category) => ({ value: category, label: groupLabel(category) }))}
          />
        </div>
        <PicturePicker
          id="crop-image"
          label="Main picture"
          base={IMAGE_BASES.crop}
          max={1}
          value={values.image ? [values.image] : []}
          onChange={(refs) => set('image', refs[0] ?? '')}
          error={errors.image}
        />
        <PicturePicker
          id="crop-gallery"
          label="Gallery pictures, in order"
          base={IMAGE_BASES.cropGallery}
          max={12}
          value={values.gallery}
          onChange={(refs) => set('gallery', refs)}
          error={errors.gallery ?? Object.entries(errors).find(([name]) => name.startsWith('gallery.'))?.[1]}
        />
        {TEXTS.map((text) => (
          <LanguagePair
            key={text.field}
            english={
              <TextArea
                label={text.label}
                hint={'hint' in text ? text.hint : undefined}
                rows={text.field === 'description5' ? 6 : 4}
                value={values[text.field]}
                onChange={(e) => set(text.field, e.target.value)}
                error={errors[text.field]}
              />
            }
            malayalam={
              <TextArea
                label={`${text.label} in Malayalam`}
                lang="ml"
                rows={text.field === 'description5' ? 6 : 4}
                value={values[text.malayalam]}
                onChange={(e) => set(text.malayalam, e.target.value)}
                error={errors[text.malayalam]}
              />
            }
          />
        ))}
        <SeasonFields value={values.season} onChange={(season) => set('season', season)} errors={errors} />
        <FormMessage error={errors.form} done={done} />
        <div className="actions">
          <button className="button primary" type="submit" disabled={busy}>
            {crop ? 'Save the crop' : 'Add the crop'}
          </button>
        </div>
      </form>
    </>
  );
}
