import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, webAppPlugin } from './web-app';

// Big enough that a response compression of 1 KB would act on it if nothing stopped it.
const SCRIPT = `export const screen = ${JSON.stringify('headache diary '.repeat(200))};\n`;
const INDEX = `<!doctype html><html lang="en"><head><title>Cephalo</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
// The build's page per screen: index.html with the screen's code preloaded.
const LOGIN_PAGE = INDEX.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/login-AbC123.js"></head>');
const REGISTER_PAGE = INDEX.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/register-DeF456.js"></head>');
const SCREENS = JSON.stringify([
  { path: '/login', page: 'pages/login.html' },
  { path: '/register/:requiredRole', page: 'pages/register.html' },
  // A page the build did not write is not served.
  { path: '/profile', page: 'pages/profile.html' },
  { path: '/escape', page: '../outside.html' },
]);

/** A dist folder as `vite build` leaves it: hashed files under assets/, each text file with .br and .gz twins. */
const writeFakeDist = (): string => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-web-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.mkdirSync(path.join(distDir, 'pages'));
  fs.writeFileSync(path.join(distDir, 'pages/screens.json'), SCREENS);
  const files: Record<string, string> = {
    'index.html': INDEX,
    'pages/login.html': LOGIN_PAGE,
    'pages/register.html': REGISTER_PAGE,
    'assets/login-AbC123.js': SCRIPT,
  };
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(distDir, name), content);
    fs.writeFileSync(path.join(distDir, `${name}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(distDir, `${name}.gz`), zlib.gzipSync(content));
  }
  // Too small to be worth compressing: the build writes no twins.
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), ICON);
  return distDir;
};

const decode = (body: Buffer, encoding: string | undefined): string => {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
};

describe.each([
  { name: 'alone', withCompression: false },
  // As app.ts registers it for JSON answers: precompressed files must not be compressed again.
  { name: 'behind @fastify/compress', withCompression: true },
])('the web app plugin ($name)', ({ withCompression }) => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = writeFakeDist();
    app = Fastify({ logger: false });
    if (withCompression) await app.register(compress, { global: true, threshold: 1024 });
    await app.register(webAppPlugin, { distDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it.each([
    { acceptEncoding: 'br', encoding: 'br', twin: '.br' },
    { acceptEncoding: 'gzip, deflate, br', encoding: 'br', twin: '.br' },
    { acceptEncoding: 'gzip', encoding: 'gzip', twin: '.gz' },
    { acceptEncoding: undefined, encoding: undefined, twin: '' },
  ])('sends a hashed script as $encoding for accept-encoding $acceptEncoding, cached for a year', async ({ acceptEncoding, encoding, twin }) => {
    const response = await get('/assets/login-AbC123.js', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The bytes of the twin file as they are: compressed once, at build time.
    expect(response.rawPayload.equals(fs.readFileSync(path.join(distDir, `assets/login-AbC123.js${twin}`)))).toBe(true);
    expect(decode(response.rawPayload, encoding)).toBe(SCRIPT);
  });

  it.each([
    { url: '/', acceptEncoding: 'br', encoding: 'br', page: INDEX },
    { url: '/diary-history?month=2025-05', acceptEncoding: 'gzip', encoding: 'gzip', page: INDEX },
    { url: '/profile', acceptEncoding: 'br', encoding: 'br', page: INDEX },
    { url: '/escape', acceptEncoding: undefined, encoding: undefined, page: INDEX },
    { url: '/login', acceptEncoding: 'br', encoding: 'br', page: LOGIN_PAGE },
    { url: '/login?next=1', acceptEncoding: undefined, encoding: undefined, page: LOGIN_PAGE },
    { url: '/register/DOCTOR', acceptEncoding: 'gzip', encoding: 'gzip', page: REGISTER_PAGE },
    { url: '/register', acceptEncoding: 'gzip', encoding: 'gzip', page: INDEX },
  ])('answers the screen $url with its page ($encoding), checked again before each use', async ({ url, acceptEncoding, encoding, page }) => {
    const response = await get(url, acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload, encoding)).toBe(page);
  });

  it('sends an unhashed file without twins as it is, checked again before each use', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(decode(response.rawPayload, response.headers['content-encoding'] as string | undefined)).toBe(ICON);
  });

  it('answers a missing hashed file and an unknown API path with 404, not the web app', async () => {
    const staleScript = await get('/assets/login-OldHash.js', 'br');
    expect(staleScript.statusCode).toBe(404);
    expect(staleScript.json()).toEqual({ detail: 'Not found: GET /assets/login-OldHash.js' });
    const api = await get('/api/nothing-here', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});
