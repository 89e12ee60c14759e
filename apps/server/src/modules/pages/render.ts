import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { Language } from '@farm/contract';

/** The shop's facts a page's placeholders stand for (PAGE_PLACEHOLDERS in the contract). */
export interface PageFacts {
  name: string;
  email: string;
  phones: string[];
  farmAddress: string;
  outletAddress: string;
}

export interface RenderedPage {
  html: string;
  toc: { id: string; heading: string }[];
}

const HEADING_ID = /\s*\{#([a-z0-9][a-z0-9-]{0,59})\}\s*$/;
const SAFE_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** Characters Markdown would read as formatting, so a fact is shown as it is written. */
function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_{}[\]()<>#+!|~]/g, (c) => `\\${c}`);
}

/** The words a placeholder stands for when the shop has not given the fact, and the "or" between phones. */
const FALLBACKS: Record<Language, { or: string; phones: string; shop: string; email: string }> = {
  en: {
    or: 'or',
    phones: 'the phone numbers at the foot of this page',
    shop: 'our farm shop',
    email: 'our contact e-mail address (at the foot of this page)',
  },
  ml: {
    or: 'അല്ലെങ്കിൽ',
    phones: 'ഈ പേജിന്റെ താഴെയുള്ള ഫോൺ നമ്പറുകൾ',
    shop: 'ഞങ്ങളുടെ ഫാം ഷോപ്പ്',
    email: 'ഞങ്ങളുടെ ഇ-മെയിൽ വിലാസം (ഈ പേജിന്റെ താഴെ)',
  },
};

/** Fills the placeholders with the shop's facts, as Markdown (links for the e-mail and the phones). */
function fillPlaceholders(body: string, facts: PageFacts, language: Language): string {
  const words = FALLBACKS[language];
  const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
  const phones = facts.phones.map((phone) => `[${escapeMarkdown(phone)}](${tel(phone)})`);
  const phoneList =
    phones.length === 0
      ? words.phones
      : phones.length === 1
        ? phones[0]!
        : `${phones.slice(0, -1).join(', ')} ${words.or} ${phones.at(-1)!}`;
  const values: Record<string, string> = {
    '{{shop_name}}': facts.name ? escapeMarkdown(facts.name) : words.shop,
    '{{contact_email}}': facts.email
      ? `[${escapeMarkdown(facts.email)}](mailto:${facts.email})`
      : words.email,
    '{{phones}}': phoneList,
    '{{farm_address}}': escapeMarkdown(facts.farmAddress),
    '{{outlet_address}}': escapeMarkdown(facts.outletAddress),
  };
  return body.replace(/\{\{[a-z_]+\}\}/g, (word) => values[word] ?? word);
}

/** An anchor from a heading's words: "Where we deliver" is "where-we-deliver". */
function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, '')
      .replace(/&[a-z0-9#]+;/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section'
  );
}

/**
 * A page's Markdown as HTML safe to put into the storefront: no scripts, event handlers, styles or frames, links only
 * to http, https, mailto and tel (or the shop's own paths). Each `##` heading gets an anchor (`## Title {#anchor}`
 * names it) and is listed in the table of contents.
 */
export function renderPage(markdown: string, facts: PageFacts, language: Language = 'en'): RenderedPage {
  return renderMarkdown(fillPlaceholders(markdown, facts, language));
}

/**
 * Markdown the farm writes (a page's, a product's description) as sanitised HTML, by the rules `renderPage` states;
 * without the placeholders, which only pages have.
 */
export function renderMarkdown(markdown: string): RenderedPage {
  const toc: RenderedPage['toc'] = [];
  const used = new Set<string>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const explicit = HEADING_ID.exec(token.text);
        const words = explicit ? token.text.slice(0, explicit.index) : token.text;
        const inner = this.parser.parseInline(new Marked().Lexer.lexInline(words));
        if (token.depth !== 2) return `<h${token.depth}>${inner}</h${token.depth}>\n`;
        let id = explicit?.[1] ?? slugOf(inner);
        for (let n = 2; used.has(id); n += 1) id = `${explicit?.[1] ?? slugOf(inner)}-${n}`;
        used.add(id);
        toc.push({ id, heading: sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} }).trim() });
        return `<h2 id="${id}">${inner}</h2>\n`;
      },
    },
  });
  const raw = marked.parse(markdown, { async: false });
  const html = sanitizeHtml(raw, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'a',
      'blockquote',
      'code',
      'pre',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], h2: ['id'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    transformTags: {
      h2: (tagName, attribs) => ({
        tagName,
        attribs: (attribs.id && SAFE_ID.test(attribs.id) ? { id: attribs.id } : {}) as Record<string, string>,
      }),
      // Links away from the shop open in a new tab without handing it this window.
      a: (tagName, attribs) => {
        const kept = {
          ...(attribs.href ? { href: attribs.href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
        };
        return /^https?:/i.test(attribs.href ?? '')
          ? { tagName, attribs: { ...kept, rel: 'noopener noreferrer', target: '_blank' } }
          : { tagName, attribs: kept };
      },
    },
  }).trim();
  // Only anchors that survived sanitising belong in the contents.
  return { html, toc: toc.filter((entry) => html.includes(`id="${entry.id}"`)) };
}
