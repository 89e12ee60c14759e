// The floor for any Node server: node:http answering each file in a directory from memory, with nothing else.
// Usage: node node-static.mjs DIR PORT
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [dir, port] = process.argv.slice(2);
const files = new Map(fs.readdirSync(dir).map((name) => [`/${name}`, fs.readFileSync(path.join(dir, name))]));
http
  .createServer((request, response) => {
    const body = files.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
  })
  .listen(Number(port), '127.0.0.1');
