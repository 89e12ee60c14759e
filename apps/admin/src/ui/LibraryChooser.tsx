import { IMAGE_BASES, MEDIA_SIZES, mediaList, uploadSrcSet, uploadUrl } from '@farm/contract';
import { useState } from 'react';
import { api } from '../api';
import { ActionDialog, DialogActions } from './Confirm';
import { useLoad } from './useLoad';
import { FormError } from './form';

/** The library's pictures in a dialog, to put one already uploaded on a form (the same photo for two products). */
export function LibraryChooser({
  chosen,
  disabled,
  onPick,
}: {
  /** References already on the form: shown as added. */
  chosen: readonly string[];
  disabled: boolean;
  onPick: (ref: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button className="button" type="button" disabled={disabled} onClick={() => setOpen(true)}>
        Choose from the library
      </button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title="Choose a picture"
        description="Pictures uploaded before, newest first."
      >
        {open && (
          <LibraryList
            chosen={chosen}
            onPick={(ref) => {
              onPick(ref);
              setOpen(false);
            }}
          />
        )}
        <DialogActions keep="Close" />
      </ActionDialog>
    </>
  );
}

function LibraryList({ chosen, onPick }: { chosen: readonly string[]; onPick: (ref: string) => void }) {
  const pictures = useLoad(() => api(mediaList, '/admin/media'), 'library');
  if (pictures.status === 'failed') {
    return <FormError>{pictures.error}</FormError>;
  }
  if (!pictures.data) return <p className="loading">Loading…</p>;
  if (pictures.data.items.length === 0) return <p className="empty">No pictures uploaded yet.</p>;
  return (
    <ul className="library-choices">
      {pictures.data.items.map((item) => {
        const name = item.original_name || item.ref;
        const added = chosen.includes(item.ref);
        const srcSet = uploadSrcSet(IMAGE_BASES.product, item.ref);
        return (
          <li key={item.id}>
            <button
              type="button"
              className="library-choice"
              disabled={added}
              aria-label={added ? `${name}, already on this form` : `Add ${name}`}
              onClick={() => onPick(item.ref)}
            >
              <img
                src={uploadUrl(IMAGE_BASES.product, item.ref)}
                {...(srcSet ? { srcSet } : {})}
                sizes={MEDIA_SIZES.productThumb}
                alt=""
                width={96}
                height={96}
                loading="lazy"
              />
              <span>{added ? 'On the form' : name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
