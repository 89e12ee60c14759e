import {
  CROP_CATEGORIES,
  MAIN_CROP_CATEGORY,
  adminCropList,
  contentSaved,
  type AdminCrop,
} from '@farm/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { ActionDialog, DialogActions, RemoveButton } from '../ui/Confirm';
import { useLoad } from '../ui/useLoad';
import { ContentNav } from './ContentNav';
import { FormMessage, Select, refusalOf, FormError } from '../ui/form';
import '../ui/content.css';

export const groupLabel = (category: string) =>
  category === MAIN_CROP_CATEGORY ? 'Best yields (most harvest)' : category;

/** The farm's crops: best yields and the eight extra-harvest groups, newest first, to add, edit or remove. */
export function CropsPage() {
  const crops = useLoad(() => api(adminCropList, '/admin/crops'), 'crops');
  const [group, setGroup] = useState('');
  const [removing, setRemoving] = useState<AdminCrop | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const shown = (crops.data?.data ?? []).filter((crop) => group === '' || crop.category === group);

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      const answer = await api(contentSaved, `/admin/crops/${removing.id}`, { method: 'DELETE' });
      setDone(`${removing.name} was removed. ${answer.message}`);
      setError(undefined);
      setRemoving(undefined);
      crops.reload();
    } catch (failure) {
      setError(refusalOf(failure).form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="page-head">
        <h1>Farm content: crops</h1>
        <Link className="button primary" to="/content/crops/new">
          Add a crop
        </Link>
      </div>
      <ContentNav />
      <div className="card">
        <Select
          label="Group"
          value={group}
          onChange={(event) => setGroup(event.target.value)}
          options={[
            { value: '', label: 'All groups' },
            ...CROP_CATEGORIES.map((category) => ({ value: category, label: groupLabel(category) })),
          ]}
        />
        <FormMessage error={error && !removing ? error : undefined} done={done} />
        {crops.status === 'failed' && <FormError>{crops.error}</FormError>}
        {crops.status === 'loading' && !crops.data && <p className="loading">Loading…</p>}
        {crops.data && shown.length === 0 && <p className="empty">No crops in this group yet.</p>}
        <ul className="content-list">
          {shown.map((crop) => (
            <li key={crop.id}>
              <div>
                <Link to={`/content/crops/${crop.id}`}>{crop.name}</Link>
                <span className="sub">
                  {groupLabel(crop.category)}
                  {crop.name_mala ? ` · ${crop.name_mala}` : ''}
                </span>
              </div>
              <div className="actions">
                <Link
                  className="button small"
                  to={`/content/crops/${crop.id}`}
                  aria-label={`Edit ${crop.name}`}
                >
                  Edit
                </Link>
                <RemoveButton
                  name={crop.name}
                  onClick={() => {
                    setError(undefined);
                    setRemoving(crop);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <ActionDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={`Remove ${removing?.name ?? 'this crop'}?`}
        description="The crop and its gallery leave the farm pages within a second. This cannot be undone."
      >
        <FormMessage error={error} />
        <DialogActions
          keep="Keep it"
          action={{ label: 'Remove the crop', danger: true, disabled: busy, onClick: () => void remove() }}
        />
      </ActionDialog>
    </>
  );
}
