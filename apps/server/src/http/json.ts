import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies with Fastify's own safe parser, except that an empty body is "no body": storefronts send
 * `POST /addresses/{id}/default` and similar calls with a JSON content type and nothing in it.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
