import {
  CONTENT_MESSAGES,
  PAGE_LABELS,
  PAGE_PLACEHOLDERS,
  SETUP_MESSAGES,
  adminPage,
  adminPageList,
  pageBody,
  pageLanguageNote,
  pagePreview,
  type AdminPage,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { api } from '../api';
import { shopDateTime } from '../ui/format';
import { Field } from '../ui/Field';
import { LanguagePair } from '../ui/LanguagePair';
import { useLoad } from '../ui/useLoad';
import { FormError, FormMessage, issuesOf, refusalOf, TextArea } from '../ui/form';
import '../ui/content.css';

/** Where each page is shown on the storefront. */
const SHOWN_AT: Record<AdminPage['slug'], string> = {
  about: '/aboutus',
  story: '/aboutus',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  shipping: '/shipping-policy',
  refund: '/refund-cancellation-policy',
};

/** The pages the farm writes: the about page's texts and the four policy pages. */
export function PagesPage() {
  const pages = useLoad(() => api(adminPageList, '/admin/pages'), 'pages');
  return (
    <>
      <div className="page-head">
        <h1>Pages</h1>
      </div>
      <div className="card">
        {pages.status === 'failed' && <FormError>{pages.error}</FormError>}
        {pages.status === 'loading' && !pages.data && <p className="loading">Loading…</p>}
        <ul className="content-list">
          {(pages.data?.data ?? []).map((page) => (
            <li key={page.slug}>
              <div>
                <Link to={`/pages/${page.slug}`}>{PAGE_LABELS[page.slug]}</Link>
                <span className="sub">
                  Shown at {SHOWN_AT[page.slug]} ·{' '}
                  {page.updated_at
                    ? `changed ${shopDateTime(page.updated_at)}${page.updated_by ? ` by ${page.updated_by}` : ''}`
                    : 'not written yet'}{' '}
                  · {page.has_ml ? 'in English and Malayalam' : 'English only (the Malayalam page shows it)'}
                  {olderLanguage(page)}
                  {toReview(page)}
                </span>
              </div>
              <Link
                className="button small"
                to={`/pages/${page.slug}`}
                aria-label={`Edit ${PAGE_LABELS[page.slug]}`}
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** In the list: which language is older, when one is (the editor says by how much). */
function olderLanguage(page: Parameters<typeof pageLanguageNote>[0] & { has_ml: boolean }): string {
  const older = pageLanguageNote(page, page.has_ml)?.older;
  return older === 'ml' ? ' · the Malayalam is older' : older === 'en' ? ' · the English is older' : '';
}

/** In the list: the languages still to review (issue 36: the setup checklist asks for both on every page). */
function toReview(page: Pick<AdminPage, 'english_reviewed_at' | 'malayalam_reviewed_at'>): string {
  const languages = [
    page.english_reviewed_at ? '' : 'English',
    page.malayalam_reviewed_at ? '' : 'Malayalam',
  ].filter(Boolean);
  return languages.length > 0 ? ` · Review me: ${languages.join(' and ')}` : '';
}

const LANGUAGE_NAMES = { en: 'English', ml: 'Malayalam' } as const;

/**
 * Each language's review mark: "Review me" until the owner saves that language or marks it reviewed as it is (the
 * setup checklist asks for both languages of every page), then when it was reviewed.
 */
function ReviewMarks({ page, onReviewed }: { page: AdminPage; onReviewed: (page: AdminPage) => void }) {
  const [message, setMessage] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  async function mark(language: 'en' | 'ml') {
    setBusy(true);
    setMessage({});
    try {
      const answer = await api(
        adminPage.extend({ message: z.string() }),
        `/admin/pages/${page.slug}/reviewed`,
        { method: 'POST', body: { language } },
      );
      onReviewed(answer);
      setMessage({ done: answer.message });
    } catch (failure) {
      setMessage({ error: refusalOf(failure).form });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="review-marks">
      <ul>
        {(['en', 'ml'] as const).map((language) => {
          const at = language === 'en' ? page.english_reviewed_at : page.malayalam_reviewed_at;
          return (
            <li key={language}>
              {at ? (
                <span>
                  {LANGUAGE_NAMES[language]}: reviewed {shopDateTime(at)}
                </span>
              ) : (
                <>
                  <span className="badge review-me">Review me</span> {LANGUAGE_NAMES[language]}{' '}
                  <button
                    className="button small"
                    type="button"
                    disabled={busy || page.updated_at === null}
                    aria-label={`Mark the ${LANGUAGE_NAMES[language]} as reviewed`}
                    onClick={() => void mark(language)}
                  >
                    Mark as reviewed
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {page.updated_at === null ? <p className="hint">{SETUP_MESSAGES.pageNotWritten}</p> : null}
      <FormMessage error={message.error} done={message.done} />
    </div>
  );
}

/** One page: its title, its Markdown, a preview as the storefront will show it, and save. */
export function PageEditor() {
  const { slug = '' } = useParams();
  const page = useLoad(() => api(adminPage, `/admin/pages/${encodeURIComponent(slug)}`), slug);
  if (!page.data) {
    return page.status === 'failed' ? (
      <FormError>{page.error}</FormError>
    ) : (
      <p className="loading">Loading…</p>
    );
  }
  return <Editor key={slug} page={page.data} />;
}

/** What the preview shows of one language: the title as typed and the server's rendering of the text. */
interface Preview {
  title: string;
  html: string;
}

function Editor({ page }: { page: AdminPage }) {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [titleMal, setTitleMal] = useState(page.title_mal);
  const [bodyMal, setBodyMal] = useState(page.body_mal);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ en: Preview; ml: Preview | null } | undefined>();
  // The page as last saved: which language is older is said of what the shop shows, not of what is being typed.
  const [saved, setSaved] = useState(page);
  const languageNote = pageLanguageNote(saved, saved.title_mal.trim() !== '' && saved.body_mal.trim() !== '');

  const render = async (text: string, language: 'en' | 'ml') =>
    (await api(pagePreview, '/admin/pages/preview', { method: 'POST', body: { body: text, language } })).html;

  async function showPreview() {
    setBusy(true);
    try {
      // The Malayalam is drawn only when it is written; the shop shows the English until then.
      const [html, htmlMal] = await Promise.all([
        render(body, 'en'),
        bodyMal.trim() === '' ? Promise.resolve(null) : render(bodyMal, 'ml'),
      ]);
      setPreview({
        en: { title, html },
        ml: htmlMal === null ? null : { title: titleMal, html: htmlMal },
      });
      setErrors({});
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors({ ...refusal.fields, form: refusal.form });
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const parsed = pageBody.safeParse({ title, body, title_mal: titleMal, body_mal: bodyMal });
    if (!parsed.success) {
      setErrors({
        ...issuesOf(parsed.error.issues),
        form: CONTENT_MESSAGES.notSaved,
      });
      return;
    }
    setBusy(true);
    try {
      const answer = await api(adminPage.extend({ message: z.string() }), `/admin/pages/${page.slug}`, {
        method: 'PUT',
        body: parsed.data,
      });
      setErrors({});
      setSaved(answer);
      setDone(answer.message);
      void showPreview();
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
        <h1>Edit: {PAGE_LABELS[page.slug]}</h1>
        <Link to="/pages">Back to the pages</Link>
      </div>
      <div className="page-editor">
        <form className="card content-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="hint language-note">
            Write the page in English, and in Malayalam beside it. Until both the Malayalam title and text are
            written, the shop’s Malayalam page shows the English.
          </p>
          <ReviewMarks page={saved} onReviewed={setSaved} />
          {languageNote ? (
            <p className="notice language-age" role="status">
              {languageNote.text}
            </p>
          ) : null}
          <LanguagePair
            english={
              <Field
                label="Title (English)"
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                error={errors.title}
              />
            }
            malayalam={
              <Field
                label="Title (Malayalam)"
                lang="ml"
                value={titleMal}
                onChange={(event) => setTitleMal(event.target.value)}
                error={errors.title_mal}
              />
            }
          />
          <LanguagePair
            english={
              <TextArea
                label="Text (English, Markdown)"
                className="markdown-input"
                value={body}
                onChange={(event) => setBody(event.target.value)}
                error={errors.body}
                spellCheck
                hint={<MarkdownHint />}
              />
            }
            malayalam={
              <TextArea
                label="Text (Malayalam, Markdown)"
                className="markdown-input"
                lang="ml"
                value={bodyMal}
                onChange={(event) => setBodyMal(event.target.value)}
                error={errors.body_mal}
                hint="The same Markdown and the same {{…}} words as the English; keep them in English."
              />
            }
          />
          <FormMessage error={errors.form} done={done} />
          <div className="actions">
            <button className="button" type="button" disabled={busy} onClick={() => void showPreview()}>
              Preview
            </button>
            <button className="button primary" type="submit" disabled={busy}>
              Save the page
            </button>
          </div>
        </form>
        <section className="card" aria-labelledby="preview-title" aria-live="polite">
          <h2 id="preview-title">Preview</h2>
          {preview ? (
            <LanguagePair
              english={<PreviewOf preview={preview.en} />}
              malayalam={
                preview.ml ? (
                  <div lang="ml">
                    <PreviewOf preview={preview.ml} />
                  </div>
                ) : (
                  <p className="muted">No Malayalam text yet: the Malayalam page shows the English.</p>
                )
              }
            />
          ) : (
            <p className="muted">Press Preview to see the text as the shop will show it.</p>
          )}
        </section>
      </div>
    </>
  );
}

function PreviewOf({ preview }: { preview: Preview }) {
  return (
    <div className="page-preview">
      <h3>{preview.title}</h3>
      {/* The server's sanitised rendering: scripts, handlers and styles are already gone. */}
      <div dangerouslySetInnerHTML={{ __html: preview.html }} />
    </div>
  );
}

/** How to write a page, under the English text. */
function MarkdownHint() {
  return (
    <>
      A blank line starts a new paragraph; <code>## Heading</code> starts a section (listed in the page’s
      contents; <code>## Heading {'{#anchor}'}</code> keeps its address); <code>- item</code> makes a list;{' '}
      <code>**bold**</code>; <code>[words](/shipping-policy)</code> makes a link. These fill in the shop’s
      details:{' '}
      {Object.entries(PAGE_PLACEHOLDERS).map(([word, meaning], index) => (
        <span key={word}>
          {index > 0 ? ', ' : ''}
          <code>{word}</code> ({meaning})
        </span>
      ))}
      .
    </>
  );
}
