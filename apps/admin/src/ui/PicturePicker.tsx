import { IMAGE_BASES, MEDIA_ACCEPT, uploadSrcSet, uploadUrl, type ImageBase } from '@farm/contract';
import { useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { LibraryChooser } from './LibraryChooser';
import { uploadPicture } from './upload';
import './media.css';
import { counted } from './counted';
import { FieldError } from './form';

interface Upload {
  id: number;
  name: string;
  progress: number;
}

interface Refusal {
  id: number;
  name: string;
  message: string;
}

let nextUploadId = 1;

/**
 * A form's pictures, in order: the first is the main one. Pictures are added by dropping files on the box or choosing
 * them (on a phone the chooser offers the camera); each is uploaded at once and its reference (`m/<key>`) joins the
 * list. Buttons move a picture left or right and remove it, so the order is set from the keyboard too. Removing here
 * only takes the picture off this form; the library keeps it until it is removed there.
 */
export function PicturePicker({
  id,
  label,
  value,
  onChange,
  max,
  error,
  base = IMAGE_BASES.product,
  library = true,
}: {
  id: string;
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  max?: number;
  error?: string | undefined;
  /** The folder the shop's own (older) pictures of this form live in, for their thumbnails. */
  base?: ImageBase;
  /** Offer the pictures uploaded before (the library's own upload box does not). */
  library?: boolean;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<string | null>(null);
  // Uploads finish one by one after the form has moved on: each adds to the list as it is then.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    if (!pendingFocus.current) return;
    list.current?.querySelector<HTMLElement>(`[data-focus="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  }, [value]);

  const single = max === 1;
  const room = max === undefined ? Infinity : max - value.length - uploads.length;
  const canAdd = single ? uploads.length === 0 : room > 0;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function add(files: File[]) {
    if (files.length === 0) return;
    const taken = single ? files.slice(0, 1) : files.slice(0, Math.max(0, room));
    const left = files.slice(taken.length);
    setRefusals(
      left.map((file) => ({
        id: nextUploadId++,
        name: file.name,
        message: `Not added: this form takes at most ${counted(max ?? 0, 'picture')}.`,
      })),
    );
    for (const file of taken) {
      const upload: Upload = { id: nextUploadId++, name: file.name, progress: 0 };
      setUploads((current) => [...current, upload]);
      setAnnouncement(`Uploading ${file.name}.`);
      uploadPicture(file, (progress) =>
        setUploads((current) => current.map((u) => (u.id === upload.id ? { ...u, progress } : u))),
      )
        .then(
          (item) => {
            const { value: now, onChange: change } = latest.current;
            change(single ? [item.ref] : [...now, item.ref]);
            setAnnouncement(`${file.name} uploaded.`);
          },
          (failure: unknown) => {
            const message = failure instanceof Error ? failure.message : String(failure);
            setRefusals((current) => [...current, { id: upload.id, name: file.name, message }]);
            setAnnouncement(`${file.name} was not added: ${message}`);
          },
        )
        .finally(() => setUploads((current) => current.filter((u) => u.id !== upload.id)));
    }
  }

  function pick(ref: string) {
    if (single) onChange([ref]);
    else if (room > 0 && !value.includes(ref)) onChange([...value, ref]);
    setAnnouncement(`Picture added as picture ${single ? 1 : value.length + 1}.`);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    const [picked] = next.splice(index, 1);
    if (picked === undefined) return;
    next.splice(index + by, 0, picked);
    const to = index + by;
    // Keep focus on the same button of the moved picture, or on its other arrow at an end of the row.
    const atEnd = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
    pendingFocus.current = `${atEnd ? (by === -1 ? 'right' : 'left') : by === -1 ? 'left' : 'right'}-${to}`;
    setAnnouncement(`Picture ${index + 1} is now picture ${to + 1} of ${next.length}.`);
    onChange(next);
  }

  function remove(index: number) {
    const next = value.filter((_, i) => i !== index);
    pendingFocus.current = next.length === 0 ? 'add' : `remove-${Math.min(index, next.length - 1)}`;
    setAnnouncement(`Picture ${index + 1} taken off this form.`);
    onChange(next);
    if (next.length === 0) setTimeout(() => document.getElementById(id)?.focus(), 0);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!canAdd) return;
    add(Array.from(event.dataTransfer.files));
  }

  return (
    <fieldset
      className="picture-picker field"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend>{label}</legend>
      {value.length > 0 && (
        <ol className="picture-list" ref={list}>
          {value.map((ref, index) => (
            <li key={`${ref}-${index}`}>
              {/* Named by its place ("Picture 2"), as its Move and Remove buttons are. */}
              {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
              <img
                src={uploadUrl(base, ref)}
                srcSet={uploadSrcSet(base, ref)}
                sizes="120px"
                alt={`Picture ${index + 1}`}
                width={120}
                height={120}
                loading="lazy"
              />
              {index === 0 && value.length > 1 && <span className="picture-main">Shown first</span>}
              <span className="picture-actions">
                {!single && (
                  <>
                    <button
                      type="button"
                      className="button small"
                      data-focus={`left-${index}`}
                      disabled={index === 0}
                      aria-label={`Move picture ${index + 1} left`}
                      onClick={() => move(index, -1)}
                    >
                      ←
                    </button>
                    <button
                      type="button"
                      className="button small"
                      data-focus={`right-${index}`}
                      disabled={index === value.length - 1}
                      aria-label={`Move picture ${index + 1} right`}
                      onClick={() => move(index, 1)}
                    >
                      →
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="button small"
                  data-focus={`remove-${index}`}
                  aria-label={`Remove picture ${index + 1} from this form`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div
        className={`picture-drop${dragging ? ' dragging' : ''}${canAdd ? '' : ' full'}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (canAdd) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="picture-buttons">
          <label htmlFor={id} className="button">
            {single && value.length > 0 ? 'Replace the picture' : 'Add pictures'}
          </label>
          {library && <LibraryChooser chosen={value} disabled={!canAdd} onPick={pick} />}
        </span>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept={MEDIA_ACCEPT}
          multiple={!single}
          disabled={!canAdd}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // The same file chosen again after a refusal still counts as a choice.
            event.target.value = '';
          }}
        />
        <p id={hintId} className="hint">
          {canAdd
            ? 'Drop photos here, or choose them (a phone offers its camera). JPEG, PNG or WebP, up to 15 MB each.'
            : `This form takes at most ${counted(max ?? 0, 'picture')}: remove one to add another.`}
        </p>
      </div>
      {uploads.length > 0 && (
        <ul className="picture-uploads">
          {uploads.map((upload) => (
            <li key={upload.id}>
              <span>{upload.name}</span>
              <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              <span className="muted">
                {upload.progress < 1 ? `${Math.round(upload.progress * 100)} %` : 'Making the sizes…'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {refusals.length > 0 && (
        <ul className="picture-refusals">
          {refusals.map((refusal) => (
            <li key={refusal.id} className="field-error">
              <strong>{refusal.name}</strong>: {refusal.message}{' '}
              <button
                type="button"
                className="button link"
                onClick={() => setRefusals((current) => current.filter((r) => r.id !== refusal.id))}
              >
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId}>{error}</FieldError>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
