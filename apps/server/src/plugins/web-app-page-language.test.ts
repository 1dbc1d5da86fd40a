import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_VARY, REVALIDATE_CACHE, webAppPlugin } from './web-app';

/**
 * Issue 36, point 6 (decision 029): the build writes every page in every interface language
 * (English in its place, another language in pages/<code>/), and the server answers with the page
 * in the language of the `interface_language` cookie, else of the Accept-Language, else English.
 */
const page = (code: string, words: string) => `<!doctype html><html lang="${code}"><head></head><body><div id="root">${words}</div></body></html>`;
// Pages of the same length in every language, as the build's empty pages are (only <html lang> differs).
const PAGES: Record<string, string> = {
  'index.html': page('en', ''),
  'pages/sr/index.html': page('sr', ''),
  'pages/ja/index.html': page('ja', ''),
  'pages/login.html': page('en', 'Login to your account'),
  'pages/sr/login.html': page('sr', 'Пријавите се на свој налог'),
  'pages/ja/login.html': page('ja', 'アカウントにログイン'),
  'pages/register.html': page('en', ''),
  'pages/sr/register.html': page('sr', ''),
  'pages/ja/register.html': page('ja', ''),
  'pages/ai.html': page('en', 'Companion'),
  'pages/sr/ai.html': page('sr', 'Сапутник'),
  'pages/ja/ai.html': page('ja', 'コンパニオン'),
};
const SCREENS = [
  { path: '/login', page: 'pages/login.html' },
  { path: '/register/:requiredRole', page: 'pages/register.html' },
  { path: '/ai', page: 'pages/ai.html' },
];

const writeDist = (): string => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-web-languages-'));
  fs.mkdirSync(path.join(distDir, 'pages/sr'), { recursive: true });
  fs.mkdirSync(path.join(distDir, 'pages/ja'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'pages/screens.json'), JSON.stringify(SCREENS));
  for (const [name, content] of Object.entries(PAGES)) {
    fs.writeFileSync(path.join(distDir, name), content);
    fs.writeFileSync(path.join(distDir, `${name}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(distDir, `${name}.gz`), zlib.gzipSync(content));
  }
  return distDir;
};

describe('the page in the reader language', () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = writeDist();
    app = Fastify({ logger: false });
    await app.register(webAppPlugin, { distDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const body = (response: Awaited<ReturnType<typeof get>>) =>
    response.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(response.rawPayload).toString() : response.body;

  it.each([
    { url: '/login', file: 'pages/sr/login.html' },
    { url: '/register/USER', file: 'pages/sr/register.html' },
    { url: '/ai', file: 'pages/sr/ai.html' },
    { url: '/', file: 'pages/sr/index.html' },
  ])('answers $url in Serbian for a Serbian cookie, with its <html lang>', async ({ url, file }) => {
    const response = await get(url, { cookie: 'gdpr-consent=true; interface_language=sr', 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGES[file]);
    expect(response.body).toContain('<html lang="sr">');
    expect(response.headers['content-language']).toBe('sr');
  });

  it.each([
    { acceptLanguage: 'ja', file: 'pages/ja/login.html' },
    { acceptLanguage: 'ja-JP,ja;q=0.9,en-US;q=0.8', file: 'pages/ja/login.html' },
    // Not spoken by the app: the next one is.
    { acceptLanguage: 'ko-KR, sr-Latn-RS;q=0.8', file: 'pages/sr/login.html' },
    { acceptLanguage: 'ko-KR', file: 'pages/login.html' },
    { acceptLanguage: '', file: 'pages/login.html' },
  ])('without the cookie, follows the Accept-Language "$acceptLanguage"', async ({ acceptLanguage, file }) => {
    const response = await get('/login', acceptLanguage ? { 'accept-language': acceptLanguage } : {});
    expect(response.body).toBe(PAGES[file]);
  });

  it.each(['xx', 'SR', 'sr-Latn', '"sr"', '', '<script>'])('ignores a cookie that names no interface language (%j)', async (value) => {
    const response = await get('/login', { cookie: `interface_language=${value}`, 'accept-language': 'ja' });
    expect(response.body).toBe(PAGES['pages/ja/login.html']);
    expect((await get('/login', { cookie: `interface_language=${value}` })).body).toBe(PAGES['pages/login.html']);
  });

  it("answers in English when the build has no page in the reader's language", async () => {
    const response = await get('/login', { cookie: 'interface_language=fr' });
    expect(response.body).toBe(PAGES['pages/login.html']);
    expect(response.headers['content-language']).toBe('en');
  });

  it('sends the brotli twin of the Serbian page, and tells caches what the page depends on', async () => {
    const response = await get('/login', { cookie: 'interface_language=sr', 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(body(response)).toBe(PAGES['pages/sr/login.html']);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(response.headers.vary).toBe(PAGE_VARY);
    expect(PAGE_VARY.split(', ')).toEqual(['accept-encoding', 'cookie', 'accept-language']);
  });

  it('keeps a copy only in its own language: an English copy checked again with a Serbian cookie gets the Serbian page', async () => {
    const english = await get('/register/USER');
    const serbian = await get('/register/USER', { cookie: 'interface_language=sr' });
    // The same length and written in the same moment: only the content tells them apart.
    expect(PAGES['pages/register.html']).toHaveLength(PAGES['pages/sr/register.html']!.length);
    expect(english.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(serbian.headers.etag).not.toBe(english.headers.etag);

    const checkedAgain = await get('/register/USER', { cookie: 'interface_language=sr', 'if-none-match': String(english.headers.etag) });
    expect(checkedAgain.statusCode).toBe(200);
    expect(checkedAgain.body).toBe(PAGES['pages/sr/register.html']);
    const unchanged = await get('/register/USER', { cookie: 'interface_language=sr', 'if-none-match': String(serbian.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.vary).toBe(PAGE_VARY);
  });
});
