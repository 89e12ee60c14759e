import {
  IMAGE_BASES,
  mediaList,
  mediaRemoved,
  uploadSrcSet,
  uploadUrl,
  type MediaItem,
  type MediaUse,
} from '@farm/contract';
import { useState } from 'react';
import { api, ApiError } from '../api';
import { ActionDialog, DialogActions, RemoveButton } from '../ui/Confirm';
import { useLoad } from '../ui/useLoad';
import { PicturePicker } from '../ui/PicturePicker';
import '../ui/media.css';
import { FormError } from '../ui/form';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function usageText(use: MediaUse): string {
  const place = use.place.charAt(0).toUpperCase() + use.place.slice(1);
  return use.name ? `${place}: ${use.name}` : place;
}

/**
 * The picture library: every uploaded picture with where it is shown, new ones uploaded here too, and unused ones
 * removed (behind a confirmation: the files go for good). One still shown cannot be removed.
 */
export function MediaPage() {
  const [unusedOnly, setUnusedOnly] = useState(false);
  const pictures = useLoad(
    () => api(mediaList, `/admin/media${unusedOnly ? '?unused=true' : ''}`),
    `media-${unusedOnly}`,
  );
  const [removing, setRemoving] = useState<MediaItem | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const items = pictures.data?.items ?? [];

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      const answer = await api(mediaRemoved, `/admin/media/${removing.id}`, { method: 'DELETE' });
      setDone(`${removing.original_name || 'The picture'}: ${answer.message}`);
      setError(undefined);
      setRemoving(undefined);
      pictures.reload();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="page-head">
        <h1>Pictures</h1>
      </div>
      <div className="card">
        <PicturePicker
          id="library-upload"
          label="Upload pictures to the library"
          value={[]}
          library={false}
          onChange={() => {
            setDone(
              'Picture uploaded. Choose it in a product, category or farm content form by its reference.',
            );
            pictures.reload();
          }}
        />
      </div>
      <div className="card">
        <div className="media-filter">
          <input
            id="unused-only"
            type="checkbox"
            checked={unusedOnly}
            onChange={(event) => setUnusedOnly(event.target.checked)}
          />
          <label htmlFor="unused-only">Unused only</label>
        </div>
        <div role="status" aria-live="polite">
          {done && <p className="notice">{done}</p>}
        </div>
        {error && !removing && <FormError>{error}</FormError>}
        {pictures.status === 'failed' && <FormError>{pictures.error}</FormError>}
        {pictures.status === 'loading' && !pictures.data && <p className="loading">Loading…</p>}
        {pictures.data && items.length === 0 && (
          <p className="empty">
            {unusedOnly ? 'Every picture in the library is in use.' : 'No pictures uploaded yet.'}
          </p>
        )}
        <ul className="media-grid" aria-label="Pictures in the library">
          {items.map((item) => {
            const name = item.original_name || item.ref;
            const srcSet = uploadSrcSet(IMAGE_BASES.product, item.ref);
            return (
              <li key={item.id}>
                <img
                  src={uploadUrl(IMAGE_BASES.product, item.ref)}
                  {...(srcSet ? { srcSet } : {})}
                  sizes="120px"
                  alt={name}
                  width={120}
                  height={120}
                  loading="lazy"
                />
                <div className="media-facts">
                  <strong>{name}</strong>
                  <span className="muted">
                    {item.width} × {item.height} px · {sizeText(item.bytes)} ·{' '}
                    {dateFormat.format(new Date(item.created_at))}
                  </span>
                  <span>
                    Reference: <code>{item.ref}</code>
                  </span>
                  {item.used_in.length === 0 ? (
                    <span>Not used anywhere.</span>
                  ) : (
                    <>
                      <span>Used in:</span>
                      <ul>
                        {item.used_in.map((use) => (
                          <li key={`${use.place}-${use.id}`}>{usageText(use)}</li>
                        ))}
                      </ul>
                    </>
                  )}
                  {item.used_in.length === 0 ? (
                    <div className="actions">
                      <RemoveButton
                        name={name}
                        onClick={() => {
                          setError(undefined);
                          setDone(undefined);
                          setRemoving(item);
                        }}
                      />
                    </div>
                  ) : (
                    <span className="hint">Replace it where it is used before removing it.</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <ActionDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={`Remove ${removing?.original_name || 'this picture'}?`}
        description="Every size of the picture is deleted from the shop. This cannot be undone."
      >
        <FormError>{error}</FormError>
        <DialogActions
          keep="Keep it"
          action={{ label: 'Remove the picture', danger: true, disabled: busy, onClick: () => void remove() }}
        />
      </ActionDialog>
    </>
  );
}
