import type { Language } from '@farm/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language a storefront call was made in (issue 24): the storefront sends `Accept-Language: ml-IN` from its
 * Malayalam pages and `en-IN` from its English ones. Only the first tag counts (the page's own language, not the
 * browser's list): Malayalam when it is `ml` or `ml-<region>`, English for anything else or nothing.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'ml' || first.startsWith('ml-') ? 'ml' : 'en';
}

/** The language of this request (its Accept-Language). */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageOf(request.headers['accept-language']);
}
