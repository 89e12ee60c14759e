import sanitizeHtml from 'sanitize-html';

/**
 * A crop's key features (`description5`) are HTML written by the farm. Only simple formatting survives; scripts,
 * event handlers, styles and foreign links are dropped on the way in, and only this copy is ever stored.
 */
export function sanitizeKeyFeatures(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'span', 'a'],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  }).trim();
}
