import { LRUCache } from 'lru-cache';
import { renderMarkdown } from '../pages/index.js';
import { plainText } from '../seo/index.js';

/** A product description as the shop shows it: rendered for its own page, plain for cards and meta descriptions. */
export interface Description {
  /** The Markdown as sanitised HTML, by the same renderer and rules as the farm's pages. */
  html: string;
  /** The same text without its marks (no `**`, `-` or tags), entities decoded, on one line. */
  text: string;
}

const EMPTY: Description = { html: '', text: '' };

// Every product's description is rendered again whenever the catalogue snapshot is rebuilt (any change to the
// catalogue): the same Markdown gives the same answer, so it is kept by its text (a few megabytes at most).
const rendered = new LRUCache<string, Description>({
  maxSize: 4_000_000,
  sizeCalculation: (description, markdown) =>
    markdown.length + description.html.length + description.text.length + 1,
});

/** The farm's Markdown (a product's description, English or Malayalam), rendered and as plain text. */
export function describe(markdown: string): Description {
  if (markdown.trim() === '') return EMPTY;
  const known = rendered.get(markdown);
  if (known) return known;
  const { html } = renderMarkdown(markdown);
  const description = { html, text: plainText(html) };
  rendered.set(markdown, description);
  return description;
}
