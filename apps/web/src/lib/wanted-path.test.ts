import { describe, expect, it } from 'vitest';
import { loginPathFor, safeWantedPath, wantedPathOf, withWantedPath } from './wanted-path';

const ORIGIN = 'https://cephalo.example';

describe('safeWantedPath', () => {
  it('keeps a path of the app with its query and fragment', () => {
    expect(safeWantedPath('/diary', ORIGIN)).toBe('/diary');
    expect(safeWantedPath('/diary-history?month=2026-11#today', ORIGIN)).toBe('/diary-history?month=2026-11#today');
    expect(safeWantedPath('/patients', ORIGIN)).toBe('/patients');
  });

  it('refuses other hosts, however they are spelled', () => {
    for (const raw of [
      'https://evil.example/diary',
      '//evil.example/diary',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'diary',
      ' /diary',
      '',
      null,
      undefined,
    ]) {
      expect(safeWantedPath(raw, ORIGIN), String(raw)).toBeNull();
    }
  });

  it('refuses the start and way-in screens, the API and the uploads', () => {
    for (const raw of ['/', '/home', '/login', '/login?next=/diary', '/register/USER', '/register', '/api/me', '/api', '/uploads/x.webp']) {
      expect(safeWantedPath(raw, ORIGIN), raw).toBeNull();
    }
  });

  it('refuses an address too long to be a screen', () => {
    expect(safeWantedPath(`/diary?${'a'.repeat(3000)}`, ORIGIN)).toBeNull();
  });
});

describe('the login address', () => {
  it('carries the screen there and back', () => {
    const login = loginPathFor({ pathname: '/diary', search: '?date=2026-11-28', hash: '' }, ORIGIN);
    expect(login).toBe('/login?next=%2Fdiary%3Fdate%3D2026-11-28');
    expect(wantedPathOf(login.slice('/login'.length), ORIGIN)).toBe('/diary?date=2026-11-28');
  });

  it('is plain when there is nothing to come back to', () => {
    expect(loginPathFor({ pathname: '/', search: '', hash: '' }, ORIGIN)).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '', hash: '' }, ORIGIN)).toBe('/login');
    // A session ending on the login screen itself keeps where that login was to lead.
    expect(loginPathFor({ pathname: '/login', search: '?next=%2Fdiary', hash: '' }, ORIGIN)).toBe('/login?next=%2Fdiary');
    expect(withWantedPath('/register/USER', null)).toBe('/register/USER');
    expect(wantedPathOf('?next=https%3A%2F%2Fevil.example', ORIGIN)).toBeNull();
  });
});
