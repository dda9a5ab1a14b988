/**
 * The baseline bench:lighthouse measures next to the product: the sign-in form as plain HTML (the
 * same heading, labels, inputs, button and links, in the same language, from the web app's own
 * Russian label pack), no script and no style sheet, served from this process over loopback.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../lib/report';

interface AuthLabels {
  fields: { email: string; password: string };
  login: { title: string; submit: string; forgot: string; register: string };
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The sign-in page as plain HTML, with the labels of apps/web/src/locales/ru/auth.json. */
export function baselineHtml(): string {
  const file = path.join(REPO_ROOT, 'apps/web/src/locales/ru/auth.json');
  const { fields, login } = JSON.parse(readFileSync(file, 'utf8')) as AuthLabels;
  const t = (s: string) => escape(s);
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Бэк-офис продавца Wildberries">
<link rel="icon" href="data:,">
<title>${t(login.title)}</title>
</head>
<body>
<main>
<form method="post" action="/api/auth/login" aria-labelledby="login-title">
<h1 id="login-title">${t(login.title)}</h1>
<p><label for="email">${t(fields.email)}</label><br>
<input id="email" name="email" type="email" autocomplete="username" autofocus></p>
<p><label for="password">${t(fields.password)}</label><br>
<input id="password" name="password" type="password" autocomplete="current-password"></p>
<p><button type="submit">${t(login.submit)}</button></p>
<p><a href="/forgot-password">${t(login.forgot)}</a> <a href="/registration">${t(login.register)}</a></p>
</form>
</main>
</body>
</html>
`;
}

/** Serves the baseline page at `/` on a free loopback port. */
export async function startBaseline(): Promise<{ url: string; stop: () => Promise<void> }> {
  const html = baselineHtml();
  const server = createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      });
      res.end(html);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
