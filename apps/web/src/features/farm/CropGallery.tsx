import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import styles from './CropGallery.module.css';

/**
 * The crop's main picture and its gallery. Each thumbnail is a button (Tab to reach, Enter or Space to show it);
 * the arrow keys, Home and End move between thumbnails and show the picture under the focus.
 */
export function CropGallery({ name, pictures }: { name: string; pictures: readonly string[] }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = pictures.length;
  const current = Math.min(selected, Math.max(count - 1, 0));

  if (count === 0) return null;
  const shown = current + 1;

  const show = (index: number) => {
    const next = (index + count) % count;
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <img
          src={pictures[current]}
          alt={count > 1 ? t`${name}, picture ${shown} of ${count}` : name}
          width={1200}
          height={800}
          decoding="async"
        />
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label={t`Pictures of ${name}`}>
          {pictures.map((src, index) => {
            const position = index + 1;
            return (
              <li key={`${src}-${index}`}>
                <button
                  type="button"
                  ref={(node) => {
                    thumbs.current[index] = node;
                  }}
                  className={styles.thumb}
                  aria-pressed={index === current}
                  aria-label={t`Show picture ${position} of ${count}`}
                  onClick={() => setSelected(index)}
                  onKeyDown={onKeyDown}
                >
                  <img src={src} alt="" width={1200} height={800} loading="lazy" decoding="async" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
