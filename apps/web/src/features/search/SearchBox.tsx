import { inLanguage, pathInLanguage } from '@farm/contract/languages';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { useSearchProductsQuery } from './searchApi';
import { currentLanguage } from '../../shared/i18n/language';
import { productPath } from '../../shared/lib/text';
import styles from './SearchBox.module.css';

export const SEARCH_PLACEHOLDER = msg`Search products, categories...`;
/** How long typing must pause before the shop is asked (keeps 5,000 products instant). */
export const SEARCH_DEBOUNCE_MS = 200;
/** The dropdown stays short; "See all N results" (or Enter) opens the full list. */
export const DROPDOWN_LIMIT = 8;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The header's product search: products whose name contains the text (any case), each with its category in
 * brackets. Choosing one opens it and clears the box; Enter opens /search?q= with every match (improves on the
 * spec, where Enter did nothing).
 */
export function SearchBox() {
  const { i18n, t } = useLingui();
  const language = currentLanguage();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data: found, isFetching } = useSearchProductsQuery(
    { q: query, limit: DROPDOWN_LIMIT },
    { skip: query === '' },
  );
  const results = found?.results ?? [];
  const total = found?.total ?? 0;
  // Past the last product, one more option: the whole list.
  const seeAllIndex = total > results.length ? results.length : -1;
  const navigate = useNavigate();
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const shown = open && query !== '' && text.trim() !== '';

  // Text typed into the server's page before the script took the box over (a slow phone) is the shopper's: keep it
  // and search it, with the list open if they are still in the box, rather than a box that shows words it ignores.
  useEffect(() => {
    const early = box.current?.value ?? '';
    if (early === '') return;
    setText(early);
    if (document.activeElement === box.current) setOpen(true);
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, []);

  const showAll = () => {
    const q = text.trim();
    if (!q) return;
    setOpen(false);
    setActive(-1);
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  const choose = (index: number) => {
    if (index === seeAllIndex) return showAll();
    const product = results[index];
    if (!product) return;
    navigate(productPath(product), {
      state: { categoryName: inLanguage(language, product.category_name, product.category_name_mal) },
    });
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active >= 0) return choose(active);
    showAll();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, (seeAllIndex >= 0 ? seeAllIndex + 1 : results.length) - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.wrap} ref={wrapper} data-needs-js>
      {/* action and name: Enter pressed before the page's script has taken the box over still searches. */}
      <form
        role="search"
        action={pathInLanguage('/search', language)}
        method="get"
        onSubmit={submit}
        className={styles.form}
      >
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          <Trans>Search products</Trans>
        </label>
        <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={box}
          id={`${listId}-input`}
          name="q"
          type="search"
          value={text}
          placeholder={i18n._(SEARCH_PLACEHOLDER)}
          autoComplete="off"
          role="combobox"
          aria-expanded={shown}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-option-${active}` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={styles.input}
        />
      </form>
      {shown ? (
        <ul
          id={`${listId}-list`}
          role="listbox"
          className={styles.dropdown}
          aria-label={t`Matching products`}
        >
          {results.length === 0 ? (
            <li className={styles.note} role="presentation">
              {isFetching || query !== text.trim() ? (
                <Trans>Searching...</Trans>
              ) : (
                <Trans>No products found.</Trans>
              )}
            </li>
          ) : (
            results.map((product, index) => {
              const name = inLanguage(language, product.product_name, product.product_name_mal);
              const category = inLanguage(language, product.category_name, product.category_name_mal);
              // English stands in for a missing Malayalam name.
              const english = language === 'ml' ? 'en' : undefined;
              return (
                <Option
                  key={product.id}
                  id={`${listId}-option-${index}`}
                  active={index === active}
                  onChoose={() => choose(index)}
                  onPoint={() => setActive(index)}
                >
                  <span lang={name === product.product_name ? english : undefined}>{name}</span>{' '}
                  <span
                    className={styles.category}
                    lang={category === product.category_name ? english : undefined}
                  >
                    ({category})
                  </span>
                </Option>
              );
            })
          )}
          {seeAllIndex >= 0 ? (
            <Option
              id={`${listId}-option-${seeAllIndex}`}
              active={active === seeAllIndex}
              className={styles.seeAll}
              onChoose={showAll}
              onPoint={() => setActive(seeAllIndex)}
            >
              <Plural value={total} one="See all # result" other="See all # results" />
            </Option>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

/** One suggestion: chosen with a click here, or with the keys in the search field (which keeps the focus). */
function Option({
  id,
  active,
  className = '',
  onChoose,
  onPoint,
  children,
}: {
  id: string;
  active: boolean;
  className?: string;
  onChoose: () => void;
  onPoint: () => void;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox pattern: the focus stays in the search field, whose arrow keys and Enter pick options through aria-activedescendant, so an option never receives a key
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={[styles.option, className, active ? styles.active : ''].filter(Boolean).join(' ')}
      // The search field keeps the focus (and the list stays open) while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseEnter={onPoint}
    >
      {children}
    </li>
  );
}
