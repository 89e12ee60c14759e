import {
  adminCategoriesResponse,
  adminCategoryAnswer,
  categoryInput,
  IMAGE_BASES,
  type AdminCategory,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError, api } from '../api';
import { PicturePicker } from '../ui/PicturePicker';
import { ConfirmButton } from '../ui/ConfirmButton';
import { Field, Labelled } from '../ui/Field';
import { MoveButtons, movedIds } from '../ui/MoveButtons';
import { LanguagePair, MalayalamNote } from '../ui/LanguagePair';
import { useLoad } from '../ui/useLoad';
import './catalogue.css';
import { FormError, issuesOf } from '../ui/form';

const done = z.object({ message: z.string() });

/** Categories in the shop's order: add, rename, picture, move up or down, hide or show. */
export function CategoriesPage() {
  const list = useLoad(() => api(adminCategoriesResponse, '/admin/categories'), 'categories');
  const [notice, setNotice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [editing, setEditing] = useState<number | 'new' | undefined>();

  const changed = (message: string) => {
    setNotice(message);
    setError(undefined);
    setEditing(undefined);
    list.reload();
  };

  async function move(categories: AdminCategory[], index: number, by: -1 | 1) {
    const ids = movedIds(
      categories.map((c) => c.id),
      index,
      by,
    );
    try {
      changed((await api(done, '/admin/categories/order', { method: 'PUT', body: { ids } })).message);
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : String(problem));
    }
  }

  const categories = list.data?.data ?? [];
  return (
    <>
      <div className="page-head">
        <h1>Categories</h1>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          Add a category
        </button>
      </div>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <FormError>{error ?? (list.status === 'failed' ? list.error : undefined)}</FormError>
      {editing === 'new' && <CategoryForm onSaved={changed} onCancel={() => setEditing(undefined)} />}
      {list.status === 'loading' && !list.data && <p>Loading…</p>}
      <ul className="catalogue-list">
        {categories.map((category, index) => (
          <li key={category.id} className={`card catalogue-row${category.hidden ? ' is-hidden' : ''}`}>
            <div className="catalogue-row-main">
              <h2>{category.name}</h2>
              <p className="muted">
                {category.name_mal && <span lang="ml">{category.name_mal} · </span>}
                {category.products} {category.products === 1 ? 'product' : 'products'}
                {category.hidden && <strong> · Hidden</strong>}
              </p>
            </div>
            <div className="row-actions">
              <MoveButtons
                look="arrows"
                name={category.name}
                index={index}
                count={categories.length}
                onMove={(by) => void move(categories, index, by)}
              />
              <Link
                className="button secondary"
                to={`/products/prices?category=${category.id}`}
                aria-label={`Change the prices of ${category.name}`}
              >
                Prices
              </Link>
              <button
                type="button"
                className="button secondary"
                aria-label={`Edit ${category.name}`}
                aria-expanded={editing === category.id}
                onClick={() => setEditing(editing === category.id ? undefined : category.id)}
              >
                Edit
              </button>
              <ConfirmButton
                label={category.hidden ? 'Show' : 'Hide'}
                ariaLabel={`${category.hidden ? 'Show' : 'Hide'} ${category.name}`}
                danger={!category.hidden}
                title={category.hidden ? `Show ${category.name} again?` : `Hide ${category.name}?`}
                description={
                  category.hidden
                    ? 'It returns to the shop’s lists with its products.'
                    : 'It and its products leave the shop’s lists; the products’ own pages stay. You can show it again later.'
                }
                confirmLabel={category.hidden ? 'Show it' : 'Hide it'}
                onConfirm={async () =>
                  changed(
                    (
                      await api(
                        adminCategoryAnswer,
                        `/admin/categories/${category.id}/${category.hidden ? 'show' : 'hide'}`,
                        { method: 'POST' },
                      )
                    ).message,
                  )
                }
              />
            </div>
            {editing === category.id && (
              <CategoryForm category={category} onSaved={changed} onCancel={() => setEditing(undefined)} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function CategoryForm({
  category,
  onSaved,
  onCancel,
}: {
  category?: AdminCategory;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(category?.name ?? '');
  const [nameMal, setNameMal] = useState(category?.name_mal ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [descriptionMal, setDescriptionMal] = useState(category?.description_mal ?? '');
  const [pictures, setPictures] = useState<string[]>(category ? [category.picture] : []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The last answer's summary goes with the new submit; this one's answer replaces it.
    setMessage(undefined);
    const parsed = categoryInput.safeParse({
      name,
      name_mal: nameMal,
      description,
      description_mal: descriptionMal,
      picture: pictures[0] ?? '',
      hidden: category?.hidden ?? false,
    });
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues, { wholePath: true }));
      return;
    }
    setBusy(true);
    try {
      const answer = await api(
        adminCategoryAnswer,
        category ? `/admin/categories/${category.id}` : '/admin/categories',
        {
          method: category ? 'PUT' : 'POST',
          body: parsed.data,
        },
      );
      onSaved(answer.message);
    } catch (problem) {
      if (problem instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(problem.fields).map(([k, v]) => [k, v[0] ?? ''])));
        setMessage(problem.message);
      } else setMessage(String(problem));
    } finally {
      setBusy(false);
    }
  }

  const formId = category ? `category-${category.id}` : 'category-new';
  return (
    <form
      className="card catalogue-form"
      onSubmit={save}
      noValidate
      aria-label={category ? `Edit ${category.name}` : 'New category'}
    >
      <FormError>{message}</FormError>
      <MalayalamNote />
      <LanguagePair
        english={
          <Field
            label="Name (English)"
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
        }
        malayalam={
          <Field
            label="Name (Malayalam)"
            lang="ml"
            value={nameMal}
            error={errors.name_mal}
            onChange={(e) => setNameMal(e.target.value)}
          />
        }
      />
      <LanguagePair
        english={
          <Labelled label="Description (English)" error={errors.description}>
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
              />
            )}
          </Labelled>
        }
        malayalam={
          <Labelled label="Description (Malayalam)" error={errors.description_mal}>
            {(props) => (
              <textarea
                {...props}
                lang="ml"
                rows={3}
                value={descriptionMal}
                onChange={(e) => setDescriptionMal(e.target.value)}
              />
            )}
          </Labelled>
        }
      />
      <PicturePicker
        id={`${formId}-picture`}
        label="Picture"
        value={pictures}
        onChange={setPictures}
        max={1}
        error={errors.picture}
        base={IMAGE_BASES.category}
      />
      <div className="row-actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Saving…' : category ? 'Save the category' : 'Add the category'}
        </button>
        <button className="button secondary" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
